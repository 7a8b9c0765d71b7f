/** A full page jump (a new document), for sign-in, sign-out and other sites; tests replace it. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
