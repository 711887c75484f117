import { useEffect } from 'react'

const SITE = 'Expo Atlas'

/** Sets the document title of a screen: "Directory | Expo Atlas". */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE
  }, [title])
}
