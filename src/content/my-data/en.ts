/**
 * /my-data: a visitor asks what we hold on their address (it is e-mailed to that address, never
 * shown here), and erases it from the link in that mail (?erase=<token>). The Spanish twin is ./es.ts.
 */
export const en = {
  meta: { title: "Your Data", description: "Ask us by e-mail what we hold on your address, and erase it if you wish." },
  title: "Your data on our e-mail list",
  lead: "Enter your address and we'll e-mail you everything we hold on it: when and where you signed up, the words you agreed to and your subscription status. The e-mail has a link to erase it all.",
  fieldLabel: "Email address",
  placeholder: "Enter your email address",
  submit: "E-mail me what you hold on this address",
  submitting: "Sending…",
  sent: "If this address is on our list, we've sent it an e-mail with the data we hold and a link to erase it. It may take a few minutes to arrive; check your spam folder too.",
  empty: "Please enter your email address.",
  invalid: "Please enter a valid email address.",
  turnstileFailed: "We couldn't check that this request came from a person. Please try again.",
  failed: "We couldn't send your request just now.",
  rights: {
    heading: "Your rights",
    body: "Under Mexico's data protection law (LFPDPPP) you have the right to access your data, correct it, cancel it and object to its use (ARCO rights), and to withdraw your consent. This page covers access and erasure; every e-mail has a one-click unsubscribe; for anything else write to us.",
    writeTo: "Write to",
    notice: "Read our privacy notice",
  },
  erase: {
    title: "Erase your data",
    lead: "This erases your address from our list, with the record of your consent and every e-mail waiting to go to it. We won't e-mail you again unless you sign up again.",
    button: "Erase my data",
    sending: "Erasing…",
    erased: "Done: your address and everything we held on it are erased.",
    unknown: "This erase link is unknown or has expired, or the data is erased already. Ask for a new e-mail below if you need one.",
    failed: "We couldn't erase your data just now.",
  },
};

export type MyDataWords = typeof en;
