// The /spiel slash command as Discord sees it (names, options, limits). Kept apart from the
// handlers so deploy-commands can load it without starting anything.
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType } from 'discord.js';

export const spielData = new SlashCommandBuilder()
  .setName('spiel')
  .setDescription('Spiel des Jahres: run a board-game company for twelve months.')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) =>
    s
      .setName('start')
      .setDescription('Open a Spiel des Jahres table in this channel.')
      .addNumberOption((o) => o.setName('deadline_hours').setDescription('How long each month lasts (default 24 hours).').setMinValue(0.1).setMaxValue(720))
      .addNumberOption((o) => o.setName('reminder_hours').setDescription('Remind undecided players this long before the deadline (0 = off; default 3).').setMinValue(0).setMaxValue(720))
      .addIntegerOption((o) => o.setName('companies').setDescription('Most companies at the table, 2–6 (default 6).').setMinValue(2).setMaxValue(6))
      .addIntegerOption((o) => o.setName('ai').setDescription('AI companies to seat now (0–5).').setMinValue(0).setMaxValue(5))
      .addIntegerOption((o) => o.setName('ai_after_missed').setDescription('Missed deadlines in a row before the AI plays an absent company (default 2; 0 = never).').setMinValue(0).setMaxValue(12))
      .addStringOption((o) =>
        o.setName('on_leave').setDescription('What happens to a company whose player leaves mid-game (default: the AI plays it).').addChoices(
          { name: 'The AI plays it', value: 'ai' },
          { name: 'It retires (goes out of the game)', value: 'retire' },
        ),
      ),
  )
  .addSubcommand((s) => s.setName('join').setDescription('Join the table in this channel.'))
  .addSubcommand((s) => s.setName('leave').setDescription('Leave the table (mid-game: your company goes to the AI or retires, as the host set).'))
  .addSubcommand((s) => s.setName('hand').setDescription('Your private panel: hand, money, designers, this month’s plan.'))
  .addSubcommand((s) => s.setName('brainstorm').setDescription('This month: draw 1 card, plus 1 per designer you employ.'))
  .addSubcommand((s) =>
    s
      .setName('publish')
      .setDescription('Preview a game of 2 or 3 idea cards from your hand, then add it to this month’s plan.')
      .addStringOption((o) => o.setName('first').setDescription('The bottom card (its lower symbol gets covered).').setRequired(true).setAutocomplete(true))
      .addStringOption((o) => o.setName('second').setDescription('The second card.').setRequired(true).setAutocomplete(true))
      .addStringOption((o) => o.setName('third').setDescription('An optional third card on top.').setAutocomplete(true)),
  )
  .addSubcommandGroup((g) =>
    g
      .setName('designer')
      .setDescription('Designers: hire from your hand, fire, or make offers (sealed until the month ends).')
      .addSubcommand((s) =>
        s
          .setName('play')
          .setDescription('Hire a designer from your hand now, at €30,000 a month.')
          .addStringOption((o) => o.setName('card').setDescription('The designer card in your hand.').setRequired(true).setAutocomplete(true)),
      )
      .addSubcommand((s) =>
        s
          .setName('fire')
          .setDescription('Fire one of your designers after this month’s settlement (sealed).')
          .addStringOption((o) => o.setName('designer').setDescription('Your designer.').setRequired(true).setAutocomplete(true))
          .addBooleanOption((o) => o.setName('undo').setDescription('Keep them after all.')),
      )
      .addSubcommand((s) =>
        s
          .setName('offer')
          .setDescription('Offer a monthly wage for any designer at work (sealed; highest offer wins after settlement).')
          .addStringOption((o) => o.setName('designer').setDescription('The designer.').setRequired(true).setAutocomplete(true))
          .addIntegerOption((o) => o.setName('wage').setDescription('Monthly wage in €10,000s (0 withdraws your offer).').setRequired(true).setMinValue(0).setMaxValue(99)),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('trade')
      .setDescription('Offer another company a trade of cards, money and published games.')
      .addUserOption((o) => o.setName('with').setDescription('The other company’s player.'))
      .addStringOption((o) => o.setName('company').setDescription('Or the other company by name (e.g. an AI company).').setAutocomplete(true))
      .addStringOption((o) => o.setName('give_card').setDescription('A card from your hand to give.').setAutocomplete(true))
      .addStringOption((o) => o.setName('give_card_2').setDescription('Another card to give.').setAutocomplete(true))
      .addStringOption((o) => o.setName('give_card_3').setDescription('Another card to give.').setAutocomplete(true))
      .addIntegerOption((o) => o.setName('give_money').setDescription('Money to give, in €10,000s.').setMinValue(0).setMaxValue(10_000))
      .addStringOption((o) => o.setName('give_game').setDescription('One of your published games to give.').setAutocomplete(true))
      .addIntegerOption((o) => o.setName('ask_money').setDescription('Money to ask for, in €10,000s.').setMinValue(0).setMaxValue(10_000))
      .addStringOption((o) => o.setName('ask_game').setDescription('One of their published games to ask for.').setAutocomplete(true)),
  )
  .addSubcommand((s) => s.setName('status').setDescription('The public board: money, designers, games, hand sizes, deck.'))
  .addSubcommand((s) =>
    s
      .setName('log')
      .setDescription('The game’s public history, month by month.')
      .addIntegerOption((o) => o.setName('month').setDescription('Start at this month.').setMinValue(1).setMaxValue(12)),
  )
  .addSubcommand((s) =>
    s
      .setName('stats')
      .setDescription('This server’s leaderboard, or one player’s record.')
      .addUserOption((o) => o.setName('user').setDescription('Show this player’s record.')),
  )
  .addSubcommand((s) =>
    s
      .setName('autopilot')
      .setDescription('Let the AI play your company until you act again, or take it back.')
      .addBooleanOption((o) => o.setName('on').setDescription('On: the AI plays for you. Off: take your company back.').setRequired(true)),
  )
  .addSubcommand((s) =>
    s
      .setName('remind')
      .setDescription('Also remind me by direct message before my deadlines.')
      .addBooleanOption((o) => o.setName('dm').setDescription('On or off.').setRequired(true)),
  )
  .addSubcommandGroup((g) =>
    g
      .setName('host')
      .setDescription('Host controls (the host or someone with Manage Server).')
      .addSubcommand((s) =>
        s
          .setName('extend')
          .setDescription('Give everyone more time this month.')
          .addNumberOption((o) => o.setName('hours').setDescription('Hours to add.').setRequired(true).setMinValue(0.1).setMaxValue(720)),
      )
      .addSubcommand((s) => s.setName('resolve').setDescription('Resolve the month now; undecided companies brainstorm.'))
      .addSubcommand((s) =>
        s
          .setName('deadline')
          .setDescription('Change the length of every month from the next one on.')
          .addNumberOption((o) => o.setName('hours').setDescription('Hours per month.').setRequired(true).setMinValue(0.1).setMaxValue(720)),
      )
      .addSubcommand((s) => s.setName('end').setDescription('End the game now and hold the ceremony over the games on the table.'))
      .addSubcommand((s) => s.setName('cancel').setDescription('Cancel the table (only before it starts).')),
  )
  .addSubcommand((s) => s.setName('rules').setDescription('How to play Spiel des Jahres.'))
  .addSubcommand((s) => s.setName('help').setDescription('Every /spiel command in one place.'));
