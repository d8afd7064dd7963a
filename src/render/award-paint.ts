// The Award Winning Game's scenes for the painter: each one's size and its drawing, in one place
// so the painter needs one case for all of them.
import { boardSize, drawBoard } from './award-board.js';
import { auctionSize, cardsSize, drawAuction, drawCards } from './award-cards.js';
import type { Ctx } from './kit.js';
import type { AwardScene, Scene } from './scene.js';

export function isAwardScene(scene: Scene): scene is AwardScene {
  return scene.kind === 'award-board' || scene.kind === 'award-cards' || scene.kind === 'award-auction';
}

/** The picture's size in layout units. */
export function awardSize(ctx: Ctx, scene: AwardScene): { width: number; height: number } {
  switch (scene.kind) {
    case 'award-board':
      return boardSize(scene);
    case 'award-cards':
      return cardsSize(ctx, scene);
    case 'award-auction':
      return auctionSize(ctx, scene);
  }
}

export function drawAward(ctx: Ctx, scene: AwardScene): void {
  switch (scene.kind) {
    case 'award-board':
      return drawBoard(ctx, scene);
    case 'award-cards':
      return drawCards(ctx, scene);
    case 'award-auction':
      return drawAuction(ctx, scene);
  }
}
