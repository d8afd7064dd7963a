import { MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { LocalMessage } from '../discord/messages.js';
import { messageHtml, type RenderContext } from './render.js';

const ADA = '1574678891434475520';
const BEN = '1574678891434475521';
const ctx = (viewer: string): RenderContext => ({
  viewer,
  botName: 'Spiel Bot',
  nameOf: (id) => (id === ADA ? 'Ada' : id === BEN ? 'Ben' : 'someone'),
  channelName: () => '#spiel',
});

function message(fill: (m: LocalMessage) => void): LocalMessage {
  const m = new LocalMessage('1574678891438669999', '1574678891438669825', null, { id: '1', username: 'Spiel Bot', discriminator: '0', global_name: null, avatar: null }, 'channel', Date.UTC(2026, 10, 24, 12));
  fill(m);
  return m;
}

describe('a message as the page shows it', () => {
  it('GIVEN text a player could have typed (a name with markup) WHEN shown THEN it is escaped everywhere, in content, titles and fields', () => {
    const m = message((x) => {
      x.content = '**<img src=x onerror=alert(1)>** wins';
      x.embeds = [{ title: '"><script>alert(1)</script>', fields: [{ name: '<b>', value: '<i>x</i>' }] }];
    });
    const html = messageHtml(m, ctx(ADA));
    expect(html).not.toMatch(/<img|<script|<b>|<i>/);
    expect(html).toContain('<strong>&lt;img src=x onerror=alert(1)&gt;</strong> wins');
    expect(html).toContain('embed-title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('GIVEN a message that pings Ben and names Ada WHEN each looks THEN it is highlighted for Ben only, and both mentions show names', () => {
    const m = message((x) => {
      x.content = `<@${BEN}>, your turn (after <@${ADA}>)`;
      x.mentions = [{ id: BEN, username: 'ben', discriminator: '0', global_name: 'Ben', avatar: null }];
    });
    expect(messageHtml(m, ctx(BEN))).toMatch(/^<discord-message [^>]* highlight>/);
    expect(messageHtml(m, ctx(ADA))).not.toMatch(/^<discord-message [^>]* highlight>/);
    expect(messageHtml(m, ctx(ADA))).toContain('<discord-mention type="user">Ada</discord-mention>');
    expect(messageHtml(m, ctx(ADA))).not.toContain('highlight');
    expect(messageHtml(m, ctx(ADA))).toContain('<discord-mention type="user">Ben</discord-mention>');
  });

  it('GIVEN an ephemeral reply with a timestamp, a chart, buttons and a menu WHEN shown THEN it is marked ephemeral, the time is left to the browser, the picture comes from the page, and components carry their ids', () => {
    const m = message((x) => {
      x.flags = MessageFlags.Ephemeral;
      x.content = 'Deadline <t:1795000000:R>';
      x.embeds = [{ title: 'Money', image: { url: 'attachment://chart.png' } }];
      x.attachments = [{ id: '77', filename: 'chart.png', size: 3, contentType: 'image/png', description: undefined, data: Buffer.from('png'), url: 'http://127.0.0.1:1/attachments/1/77/chart.png' }];
      x.components = [
        { type: 1, components: [{ type: 2, style: 1, custom_id: 'sp:hand:1', label: 'Open my hand' }, { type: 2, style: 2, custom_id: 'sp:x', label: 'Off', disabled: true }] },
        { type: 1, components: [{ type: 3, custom_id: 'sp:pick', options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }], min_values: 2, max_values: 2 }] },
      ];
    });
    const html = messageHtml(m, ctx(ADA));
    expect(html).toMatch(/^<discord-message [^>]* ephemeral/);
    expect(html).toContain('<time class="ts" datetime="2026-11-18T');
    expect(html).toContain('data-style="R"');
    expect(html).toContain('image="/attachments/77/chart.png"');
    expect(html).not.toContain('<discord-image-attachment');
    expect(html).toContain('<discord-button type="primary" data-custom-id="sp:hand:1">Open my hand</discord-button>');
    expect(html).toContain('data-custom-id="sp:x" disabled>');
    expect(html).toContain('data-custom-id="sp:pick" data-min="2" data-max="2"');
  });
});
