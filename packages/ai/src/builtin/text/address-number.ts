/**
 * Who a character talks to: the hero alone (tu: « Suis-moi ») or the hero and the friend the idea
 * names (vous: « Suivez-moi »). French templates write both forms as `{Suis|Suivez}`; English needs none.
 */
export const addressed = (template: string, many: boolean): string =>
  template.replace(/\{([^{}|]*)\|([^{}|]*)\}/g, (_, one: string, several: string) => (many ? several : one));
