import 'server-only'

// A placeholder with the agreed signature, so the account pages and endpoints on this branch
// compile; the accounts branch brings the real module (better-auth's session) and replaces it.

/** The signed-in account of a request, or null when signed out or the session has ended. */
export async function currentAccount(
  headers: Headers,
): Promise<{ id: string; name: string; email: string; emailVerified: boolean } | null> {
  void headers
  throw new Error('replaced by main')
}
