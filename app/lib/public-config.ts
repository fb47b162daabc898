/** Settings the browser may know, derived once from the environment by the server. */
export type PublicConfig = {
  reviewUrl: string
  chatwoot: { baseUrl: string; websiteToken: string } | null
}
