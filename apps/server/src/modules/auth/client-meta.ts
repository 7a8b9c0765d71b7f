/** What the server knows of the client making a sign-in request. */
export interface ClientMeta {
  ip: string;
  userAgent?: string;
  /** The browser's device id from its cookie, when it has one. */
  deviceId?: string;
  /** The interface language the request was made in; mails to the user are written in it. */
  language?: 'en-US' | 'zh-CN' | 'ar';
}
