import { Type, type Static } from '@sinclair/typebox';

const Office = Type.Object({ name: Type.String(), address: Type.String(), phones: Type.Array(Type.String()) });

/** Company identity and contacts, configured on the server and read by every page that shows them. */
export const SiteSettings = Type.Object({
  companyName: Type.String(),
  shortName: Type.String(),
  headOffice: Office,
  branches: Type.Array(Office),
  emails: Type.Object({ general: Type.String(), sales: Type.String(), recruiting: Type.String() }),
});
export type SiteSettings = Static<typeof SiteSettings>;
