// Tries on an account past its limit wait before the password is checked: a quarter of a second
// for the first one over, doubling to at most four seconds. An owner signing in during an attack
// waits a few seconds; someone guessing from many addresses gets a few guesses a minute from each.

export const MAX_LOGIN_DELAY_MS = 4000;

export function loginDelayMs(triesOverLimit: number): number {
  if (triesOverLimit <= 0) return 0;
  return Math.min(MAX_LOGIN_DELAY_MS, 250 * 2 ** Math.min(triesOverLimit - 1, 10));
}

export async function loginSlowdown(triesOverLimit: number): Promise<void> {
  const delay = loginDelayMs(triesOverLimit);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}
