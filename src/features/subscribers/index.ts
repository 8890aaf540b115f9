/** The shared subscriber module: what the sign-up page, the list and the audit have in common. */
export * from "./subscriber";
export { loadAnonymousClient, loadFailureDescriber, loadSupabase } from "./load-client";
