/**
 * /unsubscribe: where the unsubscribe link in every mail lands (one button; the mail clients'
 * one-click POST goes straight to the function). The Spanish twin is ./es.ts.
 */
export const en = {
  meta: { title: "Unsubscribe", description: "Stop receiving our e-mails with one click." },
  title: "Unsubscribe from our e-mails",
  lead: "Click the button and we'll stop sending e-mails to this address. You can sign up again any time.",
  button: "Unsubscribe",
  sending: "Unsubscribing…",
  done: { title: "You're unsubscribed", lead: "We won't send you any more e-mails. Sorry to see you go, and thanks for reading." },
  unknown: {
    title: "We couldn't find this subscription",
    lead: "This unsubscribe link is not one of ours, or the address was erased already. Either way, we won't send e-mails through it.",
  },
  missing: {
    title: "This link is incomplete",
    lead: "The unsubscribe link is missing a part. Copy the whole link from the e-mail, or tell us which address to stop on the data page.",
    myData: "Go to the data page",
  },
  failed: "We couldn't unsubscribe you just now.",
  home: "Back to the home page",
  resubscribe: "Changed your mind? Sign up again",
};

export type UnsubscribeWords = typeof en;
