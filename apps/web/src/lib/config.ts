/** Build-time configuration (Vite env). */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL?.trim() || 'support@paydown.app';
