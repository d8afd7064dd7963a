// The /spiel rules and /spiel help texts (each under Discord's 2,000 characters).

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

export function helpText(): string {
  return [
    '## /spiel commands',
    '`/spiel start` open a table here (deadline, reminder, seats, AI) · `/spiel join` · `/spiel leave`',
    '`/spiel hand` your private panel: hand, money, plan, one-click brainstorm and best games',
    '`/spiel brainstorm` · `/spiel publish first second [third]` preview a game, then add it to your plan',
    '`/spiel designer play|fire|offer` hire from hand, fire, or bid for designers (sealed)',
    '`/spiel trade with:@player …` (or `company:` for an AI company) offer cards, money or games; they accept or decline',
    '`/spiel status` the public board · `/spiel log` the history · `/spiel stats` the leaderboard',
    '`/spiel autopilot on:true|false` let the AI play for you, or take your company back',
    '`/spiel remind dm:true` also get reminders by direct message',
    '`/spiel host extend|resolve|deadline|end|cancel` host controls (host or Manage Server)',
    '`/spiel rules` how to play',
  ].join('\n');
}
