// Why the table itself moved a deadline (issue 32): a game's `extendDeadline` may carry it, so the
// command log says whose away days or excuses an extension spent. The rules ignore it (an
// extension moves the deadline whatever its reason); the service counts it, and verify-db checks
// the seats' counts against the log.
import { z } from 'zod';

export const extensionWhySchema = z.object({
  /** 'away': the table waited a day for players who are away; 'excuse': a missed deadline excused. */
  kind: z.enum(['away', 'excuse']),
  /** The players whose away day or excuse this extension spent (one each). */
  players: z.array(z.string().min(1)).min(1).max(12),
  /** The deadline it moved (so a chain of extensions of one deadline can be followed back). */
  from: z.number().int(),
});

export type ExtensionWhy = z.infer<typeof extensionWhySchema>;
