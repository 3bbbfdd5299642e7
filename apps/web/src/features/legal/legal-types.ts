export type LegalDoc = {
  title: string;
  effective: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
};
