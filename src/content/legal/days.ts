/** The legal pages' periods, in days: the same in every language. */

/** The money-back guarantee and the reimbursement window. */
export const GUARANTEE_DAYS = 30;
/** The notice before a material change to the terms takes effect. */
export const TERMS_CHANGE_NOTICE_DAYS = 30;
