/**
 * What went wrong with a hosted service (the store API, Supabase), in the four kinds a visitor
 * is told about (issue 27 item 6). Every hosted-service client's failure goes through
 * `failureKind`, and the page shows the kind's sentence from its language's `content/failures`
 * twin: never a raw `TypeError`, "Failed to fetch" or HTTP code.
 *
 * - offline: the request never reached the service (no connection, DNS, connection refused;
 *   the browser says only `TypeError: Failed to fetch` / "Load failed" / "NetworkError…");
 * - timeout: the service did not answer in time (our own abort, a 408 or 504);
 * - refused: the service answered and turned the request down (any other 4xx, a PostgREST
 *   `PT4xx`/`PGRST` code, the sign-up's hourly limit);
 * - service: the service answered an error of its own (5xx, a malformed answer, anything else).
 */
export type FailureKind = "offline" | "timeout" | "refused" | "service";

export const FAILURE_KINDS: readonly FailureKind[] = ["offline", "timeout", "refused", "service"];

/** A failure whose kind the client already knows (its own timeout, say). */
export class ServiceFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string = kind,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ServiceFailure";
  }
}

const NETWORK_WORDS = /failed to fetch|networkerror|network request failed|load failed|fetch failed|err_internet_disconnected|err_connection/i;

const statusOf = (error: object): number | undefined => {
  const status = (error as { status?: unknown }).status;
  return typeof status === "number" && status > 0 ? status : undefined;
};

export const kindOfStatus = (status: number): FailureKind =>
  status === 408 || status === 504 ? "timeout" : status >= 400 && status < 500 ? "refused" : "service";

/**
 * Who hears of each failure: the field measurement's collector (field-errors.ts), which arrives
 * with the tag loader, after hydration; the first few before it wait for it.
 */
let hear: ((kind: FailureKind) => void) | undefined;
const early: FailureKind[] = [];
export function hearFailures(listener: (kind: FailureKind) => void): void {
  hear = listener;
  early.splice(0).forEach(listener);
}

/**
 * The kind of a failure (told to `hearFailures`' listener too): a thrown error (fetch's TypeError, an AbortSignal.timeout's
 * TimeoutError, a client's error with a `status`) or an error a client answered (supabase-js's
 * `{ code, message }`). `online` is the browser's own word (navigator.onLine), when it has one.
 */
export function failureKind(error: unknown, online: boolean | undefined = typeof navigator === "undefined" ? undefined : navigator.onLine): FailureKind {
  const kind = kindOfFailure(error, online);
  if (hear) hear(kind);
  else if (early.length < 3) early.push(kind);
  return kind;
}

function kindOfFailure(error: unknown, online: boolean | undefined): FailureKind {
  if (error instanceof ServiceFailure) return error.kind;
  if (error === null || typeof error !== "object") return online === false ? "offline" : "service";
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  if (name === "TimeoutError") return "timeout";
  const status = statusOf(error);
  if (status !== undefined) return kindOfStatus(status);
  if (typeof code === "string" && /^PT\d{3}$/.test(code)) return kindOfStatus(Number(code.slice(2)));
  if (typeof code === "string" && code.startsWith("PGRST")) return "refused";
  // A database's SQLSTATE: bad input, a broken rule, no permission (classes 22, 23, 28, 42, P0) is a refusal.
  if (typeof code === "string" && /^(22|23|28|42|P0)[0-9A-Z]{3}$/.test(code)) return "refused";
  const text = typeof message === "string" ? message : "";
  // supabase-js answers a fetch that threw as `{ message: "<name>: <message>" }`.
  if (/^TimeoutError\b/.test(text)) return "timeout";
  if (name === "TypeError" || NETWORK_WORDS.test(text)) return "offline";
  if (online === false) return "offline";
  return "service";
}

/** The sentence of a failure's kind, in the words given (the page's language's `content/failures`). */
export const failureSentence = (error: unknown, words: Record<FailureKind, string>, online?: boolean): string =>
  words[failureKind(error, online)];
