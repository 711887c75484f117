import { createContext, useContext, useEffect } from 'react'

const SITE = 'Expo Atlas'

const titleOf = (title?: string) => (title ? `${title} | ${SITE}` : SITE)

/**
 * On the server (entry-server.tsx): receives the title of the page being drawn, for the HTML's
 * <title>. Absent in the browser, where the effect sets it.
 */
export const PageTitleCollector = createContext<((title: string) => void) | null>(null)

/** Sets the document title of a screen: "Directory | Expo Atlas". */
export function usePageTitle(title?: string): void {
  useContext(PageTitleCollector)?.(titleOf(title))
  useEffect(() => {
    document.title = titleOf(title)
  }, [title])
}
