/** The panel of a centred Radix dialog: a phone-width card that scrolls when it is taller than the screen. */
export const dialogContentClass =
  'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6 dark:bg-slate-950';
