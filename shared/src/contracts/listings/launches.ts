/** A scheduled listing whose launch week has begun: what the read side tells the launch scheduler. */
export interface DueLaunch {
  listingId: number;
  week: string;
  plan: 'free' | 'paid';
}
