import type { LiveFeedEvent } from './live-feed';
import type { MachineWords } from './words';

// Beside the machine, not in it: the back office's chunk has the machine, only the flow studio needs these words.
export const liveFeedWords: MachineWords<LiveFeedEvent['type']> = {
  summary: "The back office's live feed: what happens in the shop, as it happens.",
  events: {
    OPENED: 'The server answers with the stream',
    LIVE_EVENT: 'Something happens in the shop (an order paid, a booking, a message, a colleague’s change)',
    RETRY_HINT: 'The server says how long to wait after it ends the stream',
    ENDED: 'The server ends the stream',
    FAILED: 'The connection fails or drops',
  },
  guards: {
    afterGap: 'a connection was open before (the lists may have missed something)',
  },
  actors: { stream: 'following the live feed with a fresh sign-in token' },
};
