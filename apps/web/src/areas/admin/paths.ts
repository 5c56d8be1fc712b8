// The admin area's screens, as hash routes (#/inbox, #/finance, #/commission, #/staff).
export const adminPaths = {
  inbox: '/inbox',
  finance: '/finance',
  commission: '/commission',
  staff: '/staff',
} as const;
