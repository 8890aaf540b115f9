/**
 * The mails' words in English; the Spanish twin is ./es.ts (typed by this one). A function takes
 * the values a sentence needs, so a translation may put them where its grammar wants them.
 */
export const en = {
  /** The footer and greeting's shared parts. */
  greeting: "Hi,",
  sentTo: (email: string) => `This e-mail was sent to ${email}.`,
  footerWhy: (brand: string) => `You get this e-mail because this address was entered in a form on ${brand}'s site.`,
  unsubscribe: "Unsubscribe",
  unsubscribeLead: "Don't want our e-mails?",
  privacy: "Privacy notice",
  linkFallback: "If the button doesn't work, copy this link into your browser:",

  confirm: {
    subject: (brand: string) => `Please confirm your subscription to ${brand}`,
    preview: "One click and you're on the list. The link works for 7 days.",
    heading: "Confirm your subscription",
    /** `where` is the page's address, or null when the form didn't say. */
    why: (brand: string, where: string | null) =>
      where
        ? `Someone, hopefully you, signed up with this address on ${where}, a page of ${brand}'s site, to get hosting tips, early access to new DIY toolkits and subscriber-only offers.`
        : `Someone, hopefully you, signed up with this address on ${brand}'s site to get hosting tips, early access to new DIY toolkits and subscriber-only offers.`,
    ask: "To start getting our e-mails, please confirm your address:",
    button: "Yes, subscribe me",
    expires: "The link works for 7 days. After that, just sign up again.",
    notYou:
      "If it wasn't you, simply ignore this e-mail: nothing happens, you won't hear from us again, and the unconfirmed address is erased after 30 days.",
  },

  dataReport: {
    subject: (brand: string) => `The data ${brand} holds on your e-mail address`,
    preview: "Everything we hold on your address, and how to erase it.",
    heading: "Your data",
    intro: (brand: string) =>
      `You (or someone using your address) asked on ${brand}'s site what we hold on this address. Here it is, all of it:`,
    fields: {
      email: "E-mail address",
      status: "Status",
      source: "Where you signed up",
      page: "Page of the form",
      lang: "Language",
      created_at: "First signed up",
      consented_at: "Latest consent given",
      confirmed_at: "Address confirmed",
      unsubscribed_at: "Unsubscribed",
      consent_text_version: "Version of the consent words",
      privacy_notice_version: "Version of the privacy notice",
    },
    statuses: {
      pending: "Waiting for confirmation (no newsletters are sent)",
      confirmed: "Subscribed",
      unsubscribed: "Unsubscribed (no newsletters are sent)",
    },
    langs: { en: "English", es: "Spanish" },
    sources: {
      EmailSignUpPage: "The sign-up page",
      GoogleWorkspaceArticle: "The Google Workspace article",
    } as Record<string, string>,
    /** A time not recorded, or an event that hasn't happened. */
    none: "—",
    /** Rows from before 2026-11-28, whose sign-up had no confirmation step. */
    noConfirmation: "Not recorded (you signed up before confirmation e-mails existed)",
    consentHeading: (version: string) => `The words beside the form when you said yes (version ${version}):`,
    noConsentText: "Not recorded: you signed up before we kept the words shown beside the form.",
    mailsKept:
      "We also keep a record of the e-mails we sent to this address (which kind, when, and whether the delivery worked), to show we only write when asked.",
    timesNote: "Times are in UTC.",
    eraseHeading: "Erase it all",
    eraseText:
      "To erase your address and everything above from our list, open this link within 7 days and press the button on the page. We then keep nothing about you.",
    eraseButton: "Erase my data",
    unsubscribeText:
      "To stop our e-mails but stay on record as unsubscribed, use the unsubscribe link at the bottom of this e-mail.",
    contact: (email: string) => `Questions about your data, or want to correct it? Write to ${email}.`,
    contactNoEmail: "Questions about your data, or want to correct it? The privacy notice says how to reach us.",
    notYou: "If you didn't ask for this, you can ignore this e-mail: nothing has changed.",
  },
};

export type MailWords = typeof en;
