/** Port: a keyed signature of a text (HMAC with one of the app's secret keys), base64url. */
export interface TextSigner {
  sign(text: string): Promise<string>
}
