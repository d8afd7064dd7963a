// The /award slash command as Discord sees it (names, options, limits). Kept apart from the
// handlers so deploy-commands can load it without starting anything.
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';

const skills = [
  { name: 'Advertising (A)', value: 'A' },
  { name: 'Design (D)', value: 'D' },
  { name: 'Technology (T)', value: 'T' },
];

export const awardData = new SlashCommandBuilder()
  .setName('award')
  .setDescription('The Award Winning Game: run an ad agency and win three Awards.')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) =>
    s
      .setName('start')
      .setDescription('Open a table for The Award Winning Game in this channel.')
      .addNumberOption((o) => o.setName('turn_hours').setDescription('Deadline of each turn (default 24 hours).').setMinValue(0.1).setMaxValue(720))
      .addNumberOption((o) => o.setName('prompt_hours').setDescription('Deadline of each bid prompt (default 8 hours).').setMinValue(0.1).setMaxValue(720))
      .addNumberOption((o) => o.setName('choice_hours').setDescription('Deadline of any other choice (default 8 hours).').setMinValue(0.1).setMaxValue(720))
      .addNumberOption((o) => o.setName('reminder_hours').setDescription('Remind the awaited player this long before a deadline (0 = off; default 3).').setMinValue(0).setMaxValue(720))
      .addIntegerOption((o) => o.setName('agencies').setDescription('Most agencies at the table, 3–5 (default 5).').setMinValue(3).setMaxValue(5))
      .addIntegerOption((o) => o.setName('ai').setDescription('AI agencies to seat now (0–4).').setMinValue(0).setMaxValue(4))
      .addBooleanOption((o) => o.setName('trade').setDescription('Allow trades of cash and cards between players (default on).'))
      .addStringOption((o) =>
        o.setName('first').setDescription('Who takes the first turn (default: random).').addChoices(
          { name: 'Random', value: 'random' },
          { name: 'The first seat (the host who opened the table)', value: 'host' },
        ),
      )
      .addIntegerOption((o) => o.setName('ai_after_missed').setDescription('Missed deadlines in a row before the AI plays an absent agency (default 2; 0 = never).').setMinValue(0).setMaxValue(12))
      .addStringOption((o) =>
        o.setName('on_leave').setDescription('What happens to an agency whose player leaves mid-game (default: the AI plays it).').addChoices(
          { name: 'The AI plays it', value: 'ai' },
          { name: 'It is removed from the game (R38)', value: 'retire' },
        ),
      ),
  )
  .addSubcommand((s) => s.setName('join').setDescription('Join the table in this channel.'))
  .addSubcommand((s) => s.setName('leave').setDescription('Leave the table (mid-game: the AI plays your agency, or it is removed, as the host set).'))
  .addSubcommand((s) => s.setName('hand').setDescription('Your private panel: hand, tokens, orders and the actions you can take now.'))
  .addSubcommand((s) => s.setName('board').setDescription('The public board (shown only to you).'))
  .addSubcommand((s) =>
    s
      .setName('play')
      .setDescription('Play a Scandal or Trump from your hand — any time the card allows.')
      .addStringOption((o) => o.setName('card').setDescription('The card in your hand.').setRequired(true).setAutocomplete(true))
      .addUserOption((o) => o.setName('target').setDescription('The target player (Scandals).'))
      .addStringOption((o) => o.setName('seat').setDescription('Or the target agency by seat (e.g. an AI agency).').setAutocomplete(true))
      .addStringOption((o) => o.setName('account').setDescription('Bad Press: the Account to discard.').setAutocomplete(true))
      .addStringOption((o) => o.setName('creative').setDescription('Poached: the creative to take · Headhunter: the Name Card to take.').setAutocomplete(true))
      .addStringOption((o) => o.setName('skill').setDescription('Online Course: the token type to gain.').addChoices(...skills))
      .addStringOption((o) => o.setName('tokens').setDescription('All-Nighter: the expended tokens to renew, e.g. "A1 D2" (up to 3).').setMaxLength(20)),
  )
  .addSubcommand((s) =>
    s
      .setName('bid')
      .setDescription('Bid when you are prompted: tokens to add to your standing bid.')
      .addStringOption((o) => o.setName('tokens').setDescription('Tokens to add, e.g. "A2 D1" (may be empty with bribes on a raise).').setMaxLength(20))
      .addIntegerOption((o) => o.setName('bribes').setDescription('Bribe the Judges cards to add (Awards only, $2k each).').setMinValue(0).setMaxValue(2)),
  )
  .addSubcommand((s) => s.setName('pass').setDescription('Pass when you are prompted to bid (you are out of this auction).'))
  .addSubcommand((s) => s.setName('withdraw').setDescription('Leave the open auction early (not as the high bidder, R72).'))
  .addSubcommand((s) =>
    s
      .setName('trade')
      .setDescription('Offer another player cash and/or cards for theirs (your turn, outside auctions).')
      .addUserOption((o) => o.setName('with').setDescription('The other player.'))
      .addStringOption((o) => o.setName('seat').setDescription('Or the other agency by seat (e.g. an AI agency).').setAutocomplete(true))
      .addStringOption((o) => o.setName('give_card').setDescription('A card from your hand to give.').setAutocomplete(true))
      .addStringOption((o) => o.setName('give_card_2').setDescription('Another card to give.').setAutocomplete(true))
      .addIntegerOption((o) => o.setName('give_cash').setDescription('Cash to give, in $1k.').setMinValue(0).setMaxValue(999))
      .addStringOption((o) => o.setName('ask_card').setDescription('A card to ask for (you cannot see their hand).').setAutocomplete(true))
      .addIntegerOption((o) => o.setName('ask_cash').setDescription('Cash to ask for, in $1k.').setMinValue(0).setMaxValue(999)),
  )
  .addSubcommand((s) =>
    s
      .setName('log')
      .setDescription('What happened in a turn (public log).')
      .addIntegerOption((o) => o.setName('turn').setDescription('The turn (default: the current one).').setMinValue(1).setMaxValue(10_000)),
  )
  .addSubcommand((s) => s.setName('rules').setDescription('How to play The Award Winning Game.'))
  .addSubcommand((s) => s.setName('help').setDescription('Every /award command in one place.'))
  .addSubcommandGroup((g) =>
    g
      .setName('turn')
      .setDescription('Your own turn: the same actions as the panel buttons.')
      .addSubcommand((s) => s.setName('draw').setDescription('Draw your Asset card (R11, step 1).'))
      .addSubcommand((s) => s.setName('reveal').setDescription('Reveal the top Game card (R11, step 2).'))
      .addSubcommand((s) => s.setName('end').setDescription('End your turn (with more than 5 cards you choose which to let go).'))
      .addSubcommand((s) =>
        s
          .setName('hire')
          .setDescription('Hire a creative from your hand ($1k fee).')
          .addStringOption((o) => o.setName('card').setDescription('The Name Card.').setRequired(true).setAutocomplete(true)),
      )
      .addSubcommand((s) =>
        s
          .setName('learn')
          .setDescription('Learn a skill: $4k for 1 permanent token.')
          .addStringOption((o) => o.setName('skill').setDescription('The token type.').setRequired(true).addChoices(...skills)),
      )
      .addSubcommand((s) =>
        s
          .setName('sell')
          .setDescription('Sell a card from your hand for $1k.')
          .addStringOption((o) => o.setName('card').setDescription('The card.').setRequired(true).setAutocomplete(true)),
      )
      .addSubcommand((s) =>
        s
          .setName('drop')
          .setDescription('Drop one of your Accounts (its upkeep tokens become available).')
          .addStringOption((o) => o.setName('account').setDescription('The Account.').setRequired(true).setAutocomplete(true)),
      )
      .addSubcommand((s) =>
        s
          .setName('refill')
          .setDescription('Refill an under-staffed Account from your available tokens.')
          .addStringOption((o) => o.setName('account').setDescription('The Account.').setRequired(true).setAutocomplete(true)),
      )
      .addSubcommand((s) => s.setName('upkeep').setDescription('Finish M1 upkeep (under-staffed Accounts are discarded).'))
      .addSubcommand((s) =>
        s
          .setName('salaries')
          .setDescription('M2: pay your creatives, firing the ones you name.')
          .addStringOption((o) => o.setName('fire').setDescription('A creative to fire.').setAutocomplete(true))
          .addStringOption((o) => o.setName('fire_2').setDescription('Another creative to fire.').setAutocomplete(true)),
      ),
  )
  .addSubcommandGroup((g) =>
    g
      .setName('my')
      .setDescription('Your settings at this table.')
      .addSubcommand((s) =>
        s
          .setName('autopass')
          .setDescription('Auto-pass (R73): pass for me at once when I have no legal bid.')
          .addBooleanOption((o) => o.setName('on').setDescription('On (default) or off (you get every prompt).').setRequired(true)),
      )
      .addSubcommand((s) =>
        s
          .setName('orders')
          .setDescription('Standing orders for your next Management phase (R10).')
          .addBooleanOption((o) => o.setName('auto_refill').setDescription('Refill under-staffed Accounts without asking.'))
          .addStringOption((o) => o.setName('fire').setDescription('Fire this creative at your next M2.').setAutocomplete(true))
          .addStringOption((o) => o.setName('keep').setDescription('Do not fire this creative after all.').setAutocomplete(true))
          .addStringOption((o) => o.setName('pay_first').setDescription('When cash is short: pay this creative first, fire the unpaid.').setAutocomplete(true))
          .addBooleanOption((o) => o.setName('clear').setDescription('Clear every standing order first.')),
      )
      .addSubcommand((s) =>
        s
          .setName('autopilot')
          .setDescription('Let the AI play your agency until you act again, or take it back.')
          .addBooleanOption((o) => o.setName('on').setDescription('On: the AI plays for you. Off: take your agency back.').setRequired(true)),
      )
      .addSubcommand((s) =>
        s
          .setName('remind')
          .setDescription('Also remind me by direct message before my deadlines (every game).')
          .addBooleanOption((o) => o.setName('dm').setDescription('On or off.').setRequired(true)),
      ),
  )
  .addSubcommandGroup((g) =>
    g
      .setName('host')
      .setDescription('Host controls (the host or someone with Manage Server).')
      .addSubcommand((s) =>
        s
          .setName('extend')
          .setDescription('Give the awaited player more time.')
          .addNumberOption((o) => o.setName('hours').setDescription('Hours to add.').setRequired(true).setMinValue(0.1).setMaxValue(720)),
      )
      .addSubcommand((s) => s.setName('skip').setDescription('Apply the current deadline’s default now.'))
      .addSubcommand((s) => s.setName('end').setDescription('End the game now (ranked by Awards, cash, tokens).'))
      .addSubcommand((s) =>
        s
          .setName('remove')
          .setDescription('Remove a player who missed 3 turns in a row (R38).')
          .addUserOption((o) => o.setName('player').setDescription('The player.'))
          .addStringOption((o) => o.setName('seat').setDescription('Or the agency by seat.').setAutocomplete(true)),
      )
      .addSubcommand((s) => s.setName('cancel').setDescription('Cancel the table.')),
  );
