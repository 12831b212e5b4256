// Imported first by TUI tests that compare styled frames: chalk (ink's Text styles) reads FORCE_COLOR when it loads,
// and vitest's workers write to no terminal, so without it every style would be dropped from the frames.
process.env.FORCE_COLOR = '1';
