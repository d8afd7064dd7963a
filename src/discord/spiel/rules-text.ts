// The /spiel rules text (under Discord's 2,000 characters; /spiel help is made from the command data).

export function rulesText(): string {
  return [
    '## Spiel des Jahres — how to play',
    'You run a board-game company for **12 months**. Each company has two **specialties** (the symbols of its face-up card), starts with **3 cards** and **€30,000**.',
    '**Each month** a trend card shows two **favoured elements**. Secretly, at your own pace, choose one:',
    '• **Brainstorm** — draw 1 card, +1 per designer you employ.',
    '• **Publish** — one or more games of **2 or 3 idea cards**, stacked in the order you choose: each card covers the lower symbol of the one before. A game’s **name** is its titles in order; no two games may share a name (the earlier choice wins). Build your plan as a draft, then commit it: only a committed choice counts.',
    '**A game’s value** (its monthly income, fixed when published): +1 per specialty showing, +1 per favoured element showing, +1 per designer specialty showing, +5 for four of a kind / else +3 for three / else +1 per pair, −1 per card. It can be negative: then it costs you every month.',
    '**Designers** (from your hand, any time): €30,000/month, +1 card when brainstorming, bonus value on games. After each settlement they can be **fired** or **poached** with a higher wage (offers are sealed during the month). **A raise you offer your own designer is binding** (R16): you pay it from the next month even if no rival bids.',
    '**Settlement**: each month you earn your games’ values and pay wages. Can’t pay? **Bankrupt** — out of the game.',
    '**Trades** of cards, money and published games happen whenever both companies agree.',
    '**The ceremony** after month 12: trend cards are turned; games showing neither symbol are out; the **most valuable** game left wins the Spiel des Jahres, and its company wins.',
    'You can change your choice until the month resolves — which happens as soon as everyone has chosen, or at the deadline (then undecided companies brainstorm).',
  ].join('\n');
}
