/** Minor units (what the shop API speaks) as the major units trackers get: divided by 100 (spec section 9). */
export const toMajor = (minor: number): number => Math.round(minor) / 100;
