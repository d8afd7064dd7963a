// npm run bench: every speed and memory figure the project promises, printed, never asserted.
import { benchEngine } from './engine.js';

benchEngine();
