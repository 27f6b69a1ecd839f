import {
  ALERT_AUTO_DISMISS_MS,
  PASSWORD_RESET_REDIRECT_SECONDS,
  SHIPMENT_LIST_RELOAD_DELAY_MS,
  WALLET_BALANCE_FETCH_DELAY_MS,
} from './timing';

describe('timings', () => {
  it('dismisses alerts after 5 s and redirects after a password reset after 5 s', () => {
    expect(ALERT_AUTO_DISMISS_MS).toBe(5000);
    expect(PASSWORD_RESET_REDIRECT_SECONDS).toBe(5);
  });

  it('delays the wallet fetch and the shipment list reload by 1.5 s', () => {
    expect(WALLET_BALANCE_FETCH_DELAY_MS).toBe(1500);
    expect(SHIPMENT_LIST_RELOAD_DELAY_MS).toBe(1500);
  });
});
