/**
 * The default texts of the Privacy Policy and Terms of Service pages (issue 23): a start that a
 * company running the platform adapts with its lawyer (Settings › Legal). Light Markdown: `##`
 * headings, paragraphs, `-` lists, [links](https://…); never HTML.
 */
export const DEFAULT_PRIVACY_POLICY = `This policy explains what personal data Expo Atlas keeps, why, and what you can ask of us. Adapt it to your organisation before you open the platform to the public.

## Who is responsible
The operator of this platform is responsible for your personal data. You can reach us through the contact address shown in the footer of every page.

## What we keep
- Your account: name, email address, password (stored as a salted hash, never in clear), role and the date you signed up.
- What you publish: the companies you manage, their media items and attachments, and your exhibition applications.
- What you save: favourite companies, saved searches and watch lists, and your notification choices.
- Technical data: a session cookie while you are signed in, and the pages you view, counted once per visitor per day without keeping your address in clear.

## Why we keep it
- To run your account and the services you ask for (our contract with you).
- To keep the platform safe, find abuse and fix faults (our legitimate interest).
- To send the emails you asked for; every notification email has a link to stop it.

## How long we keep it
Your account data is kept while your account exists. When you delete your account, your personal data is deleted or anonymised, except what the law requires us to keep.

## Who sees it
Company profiles, media items and exhibitions are public. Your email address and your saved items are not. Our hosting and email providers process data for us under contract; we do not sell personal data.

## Your rights
You may ask to see, correct, export or delete your data, object to its use, or complain to your data protection authority. Write to the contact address in the footer.

## Changes
We will announce material changes of this policy on the platform before they apply.`

export const DEFAULT_TERMS_OF_SERVICE = `These terms govern the use of Expo Atlas. Adapt them to your organisation before you open the platform to the public.

## The service
Expo Atlas is a directory of companies, with virtual exhibitions and a media center. Browsing is free; some features need an account.

## Your account
- Give true information and keep your password to yourself.
- You are responsible for what is done with your account.
- We may suspend an account that breaks these terms.

## Companies and content
- Only list a company you are entitled to represent.
- What you publish must be accurate, lawful and yours to publish.
- Administrators may review, reject or remove companies and media items that break these terms.
- You keep the rights to your content and allow us to show it on the platform.

## Acceptable use
Do not send spam, harvest data, try to break or overload the platform, or pretend to be someone else.

## Liability
The platform is provided as it is. We do our best to keep it available and accurate, but we are not liable for decisions made on the basis of its listings, as far as the law allows.

## Changes and contact
We may change these terms and will announce material changes on the platform. Questions: write to the contact address in the footer.

See also our [Privacy Policy](/privacy).`
