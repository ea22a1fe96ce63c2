/** Motion figures of SPEC.md 9 that only the home page uses. */

/** One full loop of the partner logo strip, linear and endless. */
export const LOGO_STRIP_LOOP_SECONDS = 20;

/** The hero text fades and slides in over 0.8 s, 0.3 s after it comes into view. */
export const HERO_REVEAL = { duration: 0.8, delay: 0.3 } as const;

/**
 * Embla's `duration` is not in milliseconds but the stiffness of its scroll spring, stepped at 60 fps; 16
 * brings a slide to rest in about 350 ms (CAROUSEL_TRANSITION_MS), whatever the width it travels.
 */
export const CAROUSEL_EMBLA_DURATION = 16;
