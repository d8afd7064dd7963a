// The /award rules text (under Discord's 4,096-character embed limit). /award help is made from the command data.

export const RULES_TITLE = '📖 The Award Winning Game — how to play';

export function rulesText(): string {
  return [
    '**The Award Winning Game** — run an advertising agency. The first agency to hold **3 Awards** wins (R18).',
    '',
    '**Your agency** starts with a Player card: skill tokens — **A**dvertising, **D**esign, **T**echnology — and cash ($1k notes). Tokens are *available*, *allocated* (upkeep on an Account), or *expended* (used; they come back at your next renew).',
    '',
    '**Your turn**',
    '• **Management** (not on the game’s very first turn): M1 keep your Accounts staffed (or lose them) and collect their income; M2 pay $1k per creative or fire them; M3 your expended tokens come back.',
    '• **Action**: **draw** an Asset card, then **reveal** the top Game card. Events resolve at once; Accounts and Awards are **auctioned**.',
    '• Any time in your own turn: **hire** a creative from your hand ($1k), **learn** a token ($4k), **sell** a card (+$1k), **drop** an Account, offer a **trade**.',
    '• **End turn** with at most 5 cards in hand.',
    '',
    '**Auctions** (everyone takes part; the drawer is asked first, then clockwise). Your first bid must contain the card’s **Req** tokens; every token beyond it must be of a **Bonus** type. A bid’s value is the number of Bonus tokens beyond Req (+2 per Bribe the Judges on Awards); each bid must beat the high bid. Bid tokens are **expended, win or lose**. Passing puts you out for good. An Account’s upkeep must stay free while you bid. Nobody bid on an Account? The drawer may take it for free.',
    '',
    '**Asset cards**: creatives (hire them for their tokens), **Scandals** (on any player) and **Trumps** (on yourself). Unless a card says otherwise they can be played **any time** — even in other players’ turns and in the middle of an auction — with `/award play`. There are no reactions: a card resolves completely before anything else (R35).',
    '',
    '**Asynchronous play**: each wait has a deadline (defaults: turn 24 h, bid prompt 8 h, other choices 8 h). When it passes, the bot applies the default: a prompt passes, a turn is finished for you. A player with no legal bid is passed automatically (auto-pass, which you can switch off to play a card first). While a **lock** waits for one player’s forced choice, nothing else can happen.',
    '',
    'Hands are private: you see yours only in `/award hand`. Everything else is on the public board.',
  ].join('\n');
}
