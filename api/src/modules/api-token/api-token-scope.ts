/** What a token may do (its values are the REST spelling). */
export enum ApiTokenScope {
  /** Public reads and her own data. */
  READ = 'read',
  /** Posting as her, with the web app's rules and limits. */
  WRITE = 'write',
  /** Admin tools (admins only, created right after the second factor). */
  MODERATE = 'moderate',
}
