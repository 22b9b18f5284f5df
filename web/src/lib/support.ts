/** Support channels shown in the footer and on /support. */
export const SUPPORT_EMAIL = 'soporte@portaldecarga.com';
export const SUPPORT_CHAT_ROUTE = '/support';
