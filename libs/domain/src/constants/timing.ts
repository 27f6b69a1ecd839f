/** Timings the product states (section 9). */
export const ALERT_AUTO_DISMISS_MS = 5000;
export const PASSWORD_RESET_REDIRECT_SECONDS = 5;
export const WALLET_BALANCE_FETCH_DELAY_MS = 1500;
export const SHIPMENT_LIST_RELOAD_DELAY_MS = 1500;
