// Pictures through the real client: the private panel is answered with its words at once and
// then shows its hand as a picture drawn from the same view; a refresh that changes nothing keeps
// the upload, and asking again attaches the picture already drawn to the answer itself; the month post keeps its trend picture across edits without uploading it again;
// a table started with images:off shows words only, and its lobby says so.
import { afterEach, describe, expect, it } from 'vitest';
import { sceneOf } from '../../src/render/painter.js';
import type { LocalMessage, LocalUser } from '../support/fake-discord.js';
import { componentId, lastMessage, openTable, startedGame, type Table } from './harness.js';

let t: Table | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

async function slash(table: Table, user: LocalUser, subcommand: string, options: Record<string, string> = {}): Promise<LocalMessage> {
  const m = await (await table.discord.slash(user, table.channel, 'spiel', { subcommand, options })).reply();
  await table.settle();
  return table.discord.message(m.id) ?? m;
}

/** Uploads of files to Discord so far (every multipart part). */
function uploads(table: Table): number {
  return table.discord.requests.reduce((n, r) => n + r.files.length, 0);
}

describe('pictures on a table with pictures on (the default)', () => {
  it('GIVEN a running game WHEN alice opens her hand THEN the words come first and the picture follows, drawn from her own view; WHEN she refreshes an unchanged hand THEN the upload is kept', async () => {
    t = await openTable({ seed: 33 });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob]);
    const handle = await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'hand', options: {} });
    const first = await handle.reply();
    expect(first.text()).toMatch(/Hand \(3\)/);
    await t.settle();
    const panel = t.discord.message(first.id)!;
    expect(panel.attachments).toHaveLength(1);
    const file = panel.attachments[0]!;
    expect(file.filename).toMatch(/^hand-[\w-]{16}\.png$/);
    expect(panel.embeds[0]?.image?.url).toBe(`attachment://${file.filename}`);
    const scene = sceneOf(file.data);
    expect(scene?.kind).toBe('hand');
    // The picture shows exactly the cards the words list, numbered as they are.
    const view = t.service.view(t.service.activeGameInChannel(t.channel.id)!.id, alice.id);
    if (!view.ok) throw new Error('no view');
    const hand = (view.view as { you: { hand: { label: string }[] } }).you.hand.map((c) => c.label);
    const drawn = scene?.kind === 'hand' ? scene.cards.map((c) => `${c.index}. ${c.title}`) : [];
    expect(drawn.sort()).toEqual(hand.map((l, i) => `${i + 1}. ${l}`).sort());
    for (const [i, label] of hand.entries()) expect(panel.text()).toContain(`${i + 1}. ${label}`);

    const before = uploads(t);
    const refreshed = await (await t.discord.click(alice, panel, componentId(panel, 'sp:hand'))).reply();
    await t.settle();
    const after = t.discord.message(refreshed.id)!;
    expect(uploads(t)).toBe(before);
    expect(after.attachments.map((a) => a.id)).toEqual([file.id]);
    expect(after.embeds[0]?.image?.url).toBe(`attachment://${file.filename}`);

    // The same hand asked for again with /spiel hand: that picture is drawn already, so it comes in
    // the answer itself, one request, and no edit follows.
    const edits = () => t!.discord.requests.filter((r) => r.method === 'PATCH').length;
    const editsBefore = edits();
    const again = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'hand', options: {} })).reply();
    expect(again.attachments.map((a) => a.filename)).toEqual([file.filename]);
    expect(again.embeds[0]?.image?.url).toBe(`attachment://${file.filename}`);
    await t.settle();
    expect(edits()).toBe(editsBefore);
  });

  it('GIVEN the month post shows the trend card WHEN players choose and the post is edited THEN the picture is not uploaded again', async () => {
    t = await openTable({ seed: 34 });
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    await startedGame(t, [alice, bob, carol]);
    const post = lastMessage(t, /📅 Month 1 of 12/)!;
    expect(post.attachments).toHaveLength(1);
    const trend = post.attachments[0]!;
    expect(sceneOf(trend.data)?.kind).toBe('trend');
    const before = uploads(t);
    await slash(t, alice, 'brainstorm');
    await slash(t, bob, 'brainstorm');
    const edited = t.discord.message(post.id)!;
    expect(edited.text()).toMatch(/Chosen:/);
    expect(edited.history.length).toBeGreaterThan(0);
    expect(edited.attachments.map((a) => a.id)).toEqual([trend.id]);
    // Only the two private panels' pictures were uploaded since, never the trend card again.
    const again = t.discord.requests.filter((r) => r.at > post.createdAt && r.files.some((f) => f.filename.startsWith('trend-')));
    expect(again).toEqual([]);
    expect(uploads(t) - before).toBeLessThanOrEqual(2);
  });
});

describe('a table started with images:off', () => {
  it('GIVEN /spiel start images:off THEN the lobby says pictures are off, and no message of the game carries a picture', async () => {
    t = await openTable({ seed: 35 });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob], { images: 'off' });
    expect(lastMessage(t, /a new table|has started/)?.text()).toMatch(/Pictures off \(`images:off`\): words only/);
    const panel = await slash(t, alice, 'hand');
    expect(panel.text()).toMatch(/Hand \(3\)/);
    for (const u of [alice, bob]) await slash(t, u, 'brainstorm');
    await t.settle();
    expect(uploads(t)).toBe(0);
    expect(t.discord.channelMessages(t.channel).flatMap((m) => m.embeds).filter((e) => e.image)).toEqual([]);
    expect(t.discord.ephemeral(alice).flatMap((m) => m.attachments)).toEqual([]);
  });
});
