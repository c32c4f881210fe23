import { describe, expect, it } from 'vitest';
import { regions, snowballSpanish, stem } from './search-words.ts';

// The published Snowball Spanish vocabulary (snowballstem/snowball-data, spanish/: word → stem),
// a sample of 192 words reaching every step: attached pronouns, the standard suffixes with
// their R2 follow-ups (-amente, -mente, -idad, -iva…), y-verbs, verb endings and the 'gu' cases.
const VOCABULARY = [
  'a:a aarón:aaron abaco:abac abajo:abaj abandera:abander abandonada:abandon abandonamos:abandon',
  'abandonan:abandon abandonarlo:abandon abandonaron:abandon abandonó:abandon abarcará:abarc',
  'abarcarán:abarc abarcaría:abarc abaroa:abaro abarroteros:abarroter abastece:abastec',
  'abastecedora:abastecedor abastecimiento:abastec abastecimientos:abastec abatares:abatar',
  'abatimiento:abat abatió:abat abatirnos:abat abatirse:abat abba:abba abbud:abbud abc:abc',
  'abdicación:abdic abedrop:abedrop abel:abel aberración:aberr aberrante:aberr abidjan:abidj',
  'abiel:abiel abiertamente:abiert abigeo:abige abimael:abimael abióticos:abiot abismo:abism',
  'abluciones:ablucion abnegación:abneg aboagay:aboagay abogadete:abogadet abogadillo:abogadill',
  'abolición:abolicion abolirá:abol abominan:abomin abordando:abord aborde:abord abortiva:abort',
  'abra:abra abraham:abraham abrasivo:abras abrazarlo:abraz abrazarse:abraz abre:abre abren:abren',
  'abreu:abreu abreviar:abrevi abrían:abri abridor:abridor abriendo:abriend abrieron:abrieron',
  'abriles:abril abrio:abri abrió:abri abrir:abrir abrira:abrir abrirá:abrir abrirán:abriran',
  'abriría:abrir abrirla:abrirl abrirlos:abrirl abrirnos:abrirn abrirse:abrirs abrogación:abrog',
  'absolutamente:absolut absolutoria:absolutori absolvió:absolv absorbiendo:absorb',
  'abstencionismo:abstencion abstendrá:abstendr abstengan:absteng abstracción:abstraccion',
  'abstuviera:abstuv abucheado:abuch abucheo:abuche abuelitas:abuelit abundancia:abund',
  'abundante:abund abundantes:abund acá:aca acabaría:acab academia:academi académicamente:academ',
  'académicas:academ academik:academik academy:academy acaeció:acaec acámbaro:acambar acapara:acap',
  'acaparado:acapar acaparadores:acapar acariciarte:acariciart acarreadores:acarr acataré:acat',
  'acatarlas:acat accesible:acces accesorio:accesori accidental:accidental accidentarnos:accident',
  'accion:accion acción:accion accionaria:accionari accione:accion accionista:accion',
  'acercándonos:acerc acercándose:acerc acercarse:acerc acerque:acerqu acerqué:acerqu',
  'acerquen:acerqu acertadamente:acert acetato:acetat aceves:acev achacársela:achac achaques:achaqu',
  'achiev:achiev ácida:acid acidez:acidez aclaración:aclar aclaraciones:aclar',
  'aclaratorias:aclaratori aclimatándose:aclimat acné:acne acompaña:acompañ acompañante:acompañ',
  'acondicionamiento:acondicion aconséjeme:aconsejem acorde:acord acordé:acord convoqué:convoqu',
  'convoyes:convoy convulsivas:convuls cooper:coop cooperativa:cooper cooptación:cooptacion',
  'coordinadora:coordin copiemos:copi copioso:copios coreados:cor coreógrafa:coreograf',
  'coreografías:coreograf coreográfica:coreograf correajes:correaj correcciones:correccion',
  'correctamente:correct correduría:corredur corregible:correg corregidora:corregidor',
  'corregirla:correg correspondencia:correspondent correspondiente:correspondient cortárselo:cort',
  'cortedad:corted cortesía:cortes cosaspeores:cosaspeor costándole:cost costarricense:costarricens',
  'costeable:costeabl costoso:costos costosas:cost cotidianeidad:cotidian',
  'credencialización:credencializ credibilidad:credibil crediticia:creditici créeme:creem',
  'creencia:creenci creerme:cre creíble:creibl creímos:creim creyendo:creyend creyó:crey',
  'crímenes:crimen criminalidad:criminal criocirugía:criocirug crisantemo:crisantem',
  'crisantemos:crisant criticamente:critic cristianismo:cristian cronometraron:cronometr',
].flatMap((line) => line.split(' ').map((pair) => pair.split(':') as [string, string]));

describe('snowballSpanish', () => {
  it('stems the published vocabulary as published', () => {
    const wrong = VOCABULARY.filter(([word, want]) => snowballSpanish(word) !== want).map(([word, want]) => `${word}: ${snowballSpanish(word)} ≠ ${want}`);
    expect(wrong).toEqual([]);
    expect(VOCABULARY.length).toBe(192);
  });
  it('finds the regions of the algorithm’s own examples', () => {
    // snowballstem.org: 'beautiful' R1 'iful' R2 'ul'; 'macho' RV 'ho', 'oliva' 'va', 'trabajo' 'bajo', 'áureo' 'eo'.
    const at = (w: string) => regions([...w]);
    expect(at('beautiful')).toMatchObject({ p1: 5, p2: 7 });
    expect([at('macho').pV, at('oliva').pV, at('trabajo').pV, at('áureo').pV]).toEqual([3, 3, 3, 3]);
  });
  it('leaves short words and words without vowels alone', () => {
    expect(['', 'a', 'y', 'pan', 'abc', '2024'].map(snowballSpanish)).toEqual(['', 'a', 'y', 'pan', 'abc', '2024']);
  });
});

describe('stem (what search indexes): folded first', () => {
  it('joins the forms a visitor types with the site’s', () => {
    expect(stem('panes')).toBe(stem('pan'));
    expect(stem('cafés')).toBe(stem('café'));
    expect(stem('cafes')).toBe(stem('CAFÉ'));
    expect(stem('tostado')).toBe(stem('tostados'));
    expect(stem('tostada')).toBe(stem('tostado'));
    expect(stem('molienda')).toBe(stem('moliendas'));
    expect(stem('Panadería')).toBe(stem('panaderias'));
  });
  it('is lowercase without accents, ñ folded as the index folds it', () => {
    expect(stem('Acompañó')).toBe('acompan');
    expect(stem('ÁRBOLES')).toBe(stem('arbol'));
  });
});
