// The admin area's screens, as hash routes (#/inbox, #/finance, #/commission).
export const adminPaths = {
  inbox: '/inbox',
  finance: '/finance',
  commission: '/commission',
} as const;
