// Support contact for the verification-required screen and the support line. The seeds show
// these only as {email} and {phone}; the real addresses are the operator's to fill in. The
// .example domain is reserved (RFC 2606), so the placeholder can never reach a stranger.
export const SUPPORT_CONTACT = {
  email: 'support@kusasa.example',
  phone: '010 000 0000',
} as const;
