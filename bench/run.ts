// npm run bench: every speed and memory figure the project promises, printed, never asserted.
import { benchAi } from './ai.js';
import { benchEngine } from './engine.js';

benchEngine();
benchAi();
