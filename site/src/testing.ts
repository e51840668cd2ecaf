/**
 * Test helpers of the site's pages for other workspaces' specs (the gateway's account and OAuth
 * specs drive pages too): a cookie-keeping page client, CSRF tokens of forms, people signed up.
 */
export { csrfIn, linkInMail, newPerson, PageClient, type PageResponse, signUpAndIn } from './kit/testing.ts';
