/** The public privacy notice: readable without signing in, in every language. */
export const PRIVACY_NOTICE_PAGE = '/privacy';
