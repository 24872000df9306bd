/** The panel's card, also worn by a panel drawn before the page's scripts run. */
export const POPOVER_LOOK = 'rounded-lg border border-line bg-white text-ink shadow-lg';
