/**
 * Support channels shown in the footer, the public claim notice and /support. The mail address is a
 * locale text (each language has its own support desk), like every other visible text.
 */
export const SUPPORT_EMAIL_KEY = 'support.email';
export const SUPPORT_CHAT_ROUTE = '/support';
