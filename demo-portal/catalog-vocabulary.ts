/** The words the generated catalog is made of: real-sounding publishers, categories and titles. */
export type Language = "sr-Latn" | "sr-Cyrl" | "hr" | "ro" | "hu" | "en";

export interface Organization {
  readonly name: string;
  readonly language: Language;
  /** The place as it reads inside a title in the organization's language ("Grada Zagreba"). */
  readonly place: string;
  /** The city whose coordinates the GeoJSON answers are drawn around. */
  readonly city: City;
}

export interface City {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
}

const BEOGRAD: City = { name: "Beograd", lat: 44.8125, lon: 20.4612 };
const NOVI_SAD: City = { name: "Novi Sad", lat: 45.2671, lon: 19.8335 };
const NIS: City = { name: "Niš", lat: 43.3209, lon: 21.8958 };
const ZAGREB: City = { name: "Zagreb", lat: 45.815, lon: 15.9819 };
const SPLIT: City = { name: "Split", lat: 43.5081, lon: 16.4402 };
const BUCURESTI: City = { name: "București", lat: 44.4268, lon: 26.1025 };
const CLUJ: City = { name: "Cluj-Napoca", lat: 46.7712, lon: 23.6236 };
const BUDAPEST: City = { name: "Budapest", lat: 47.4979, lon: 19.0402 };
const DEBRECEN: City = { name: "Debrecen", lat: 47.5316, lon: 21.6273 };
const SARAJEVO: City = { name: "Sarajevo", lat: 43.8563, lon: 18.4131 };

export const ORGANIZATIONS: readonly Organization[] = [
  { name: "Grad Novi Sad", language: "sr-Latn", place: "Grada Novog Sada", city: NOVI_SAD },
  { name: "Град Београд", language: "sr-Cyrl", place: "града Београда", city: BEOGRAD },
  { name: "Grad Niš", language: "sr-Latn", place: "Grada Niša", city: NIS },
  {
    name: "Ministarstvo državne uprave i lokalne samouprave",
    language: "sr-Latn",
    place: "Republike Srbije",
    city: BEOGRAD,
  },
  { name: "Републички завод за статистику", language: "sr-Cyrl", place: "Србије", city: BEOGRAD },
  {
    name: "Kancelarija za informacione tehnologije i elektronsku upravu",
    language: "sr-Latn",
    place: "Srbije",
    city: BEOGRAD,
  },
  { name: "Grad Zagreb", language: "hr", place: "Grada Zagreba", city: ZAGREB },
  { name: "Grad Split", language: "hr", place: "Grada Splita", city: SPLIT },
  { name: "Ministarstvo financija", language: "hr", place: "Republike Hrvatske", city: ZAGREB },
  { name: "Državni zavod za statistiku", language: "hr", place: "Hrvatske", city: ZAGREB },
  { name: "Primăria Municipiului București", language: "ro", place: "București", city: BUCURESTI },
  { name: "Primăria Cluj-Napoca", language: "ro", place: "Cluj-Napoca", city: CLUJ },
  { name: "Ministerul Finanțelor", language: "ro", place: "României", city: BUCURESTI },
  { name: "Institutul Național de Statistică", language: "ro", place: "țării", city: BUCURESTI },
  { name: "Budapest Főváros Önkormányzata", language: "hu", place: "Budapest", city: BUDAPEST },
  { name: "Debrecen Megyei Jogú Város", language: "hu", place: "Debrecen", city: DEBRECEN },
  { name: "Központi Statisztikai Hivatal", language: "hu", place: "Magyarország", city: BUDAPEST },
  { name: "Kanton Sarajevo", language: "hr", place: "Kantona Sarajevo", city: SARAJEVO },
  {
    name: "Agencija za statistiku Bosne i Hercegovine",
    language: "hr",
    place: "Bosne i Hercegovine",
    city: SARAJEVO,
  },
  {
    name: "Danube Regional Environment Agency",
    language: "en",
    place: "the Danube region",
    city: NOVI_SAD,
  },
];

export const TOPICS = [
  "budget",
  "waste",
  "transport",
  "air",
  "schools",
  "health",
  "permits",
  "tourism",
  "agriculture",
  "procurement",
  "population",
  "energy",
  "culture",
  "accidents",
  "parking",
] as const;

export type Topic = (typeof TOPICS)[number];

export const CATEGORY_OF_TOPIC: Record<Topic, string> = {
  budget: "Javne finansije",
  procurement: "Javne finansije",
  waste: "Komunalne usluge",
  parking: "Komunalne usluge",
  transport: "Saobraćaj i transport",
  accidents: "Javna bezbednost",
  air: "Životna sredina",
  schools: "Obrazovanje",
  health: "Zdravstvo",
  permits: "Urbanizam i građevinarstvo",
  tourism: "Turizam",
  agriculture: "Poljoprivreda",
  population: "Stanovništvo i statistika",
  energy: "Energetika",
  culture: "Kultura",
};

/** `{p}` is the place, `{y}` the year. */
export const TITLES: Record<Language, Record<Topic, string>> = {
  "sr-Latn": {
    budget: "Budžet {p} za {y}. godinu",
    waste: "Čistoća — odvoz otpada {y}",
    transport: "Linije javnog gradskog prevoza {p}",
    air: "Kvalitet vazduha — merna mesta {y}",
    schools: "Spisak osnovnih i srednjih škola {p}",
    health: "Domovi zdravlja i ambulante {p}",
    permits: "Izdate građevinske dozvole {y}",
    tourism: "Dolasci i noćenja turista {y}",
    agriculture: "Subvencije u poljoprivredi {y}",
    procurement: "Javne nabavke {p} {y}",
    population: "Procena broja stanovnika po opštinama {y}",
    energy: "Potrošnja električne energije javnih objekata {y}",
    culture: "Ustanove kulture i biblioteke {p}",
    accidents: "Saobraćajne nezgode po mesecima {y}",
    parking: "Parking zone i cene parkiranja {p}",
  },
  "sr-Cyrl": {
    budget: "Буџет {p} за {y}. годину",
    waste: "Чистоћа — одвоз отпада {y}",
    transport: "Линије јавног градског превоза {p}",
    air: "Квалитет ваздуха — мерна места {y}",
    schools: "Списак основних и средњих школа {p}",
    health: "Домови здравља и амбуланте {p}",
    permits: "Издате грађевинске дозволе {y}",
    tourism: "Доласци и ноћења туриста {y}",
    agriculture: "Субвенције у пољопривреди {y}",
    procurement: "Јавне набавке {p} {y}",
    population: "Процена броја становника по општинама {y}",
    energy: "Потрошња електричне енергије јавних објеката {y}",
    culture: "Установе културе и библиотеке {p}",
    accidents: "Саобраћајне незгоде по месецима {y}",
    parking: "Паркинг зоне и цене паркирања {p}",
  },
  hr: {
    budget: "Budžet {p} {y}",
    waste: "Čistoća — odvoz otpada po četvrtima {y}",
    transport: "Linije javnog prijevoza {p}",
    air: "Kakvoća zraka — mjerne postaje {y}",
    schools: "Popis osnovnih i srednjih škola {p}",
    health: "Domovi zdravlja i ordinacije {p}",
    permits: "Izdane građevinske dozvole {y}",
    tourism: "Dolasci i noćenja turista {y}",
    agriculture: "Potpore u poljoprivredi {y}",
    procurement: "Javna nabava {p} {y}",
    population: "Procjena broja stanovnika po naseljima {y}",
    energy: "Potrošnja električne energije javnih zgrada {y}",
    culture: "Ustanove u kulturi i knjižnice {p}",
    accidents: "Prometne nesreće po mjesecima {y}",
    parking: "Parkirne zone i cijene parkiranja {p}",
  },
  ro: {
    budget: "Bugetul {p} pe anul {y}",
    waste: "Salubrizare — colectarea deșeurilor {y}",
    transport: "Transport public {p}",
    air: "Calitatea aerului — stații de monitorizare {y}",
    schools: "Lista unităților școlare {p}",
    health: "Spitale și centre medicale {p}",
    permits: "Autorizații de construire emise în {y}",
    tourism: "Sosiri și înnoptări ale turiștilor {y}",
    agriculture: "Subvenții în agricultură {y}",
    procurement: "Achiziții publice {p} {y}",
    population: "Populația pe localități la 1 ianuarie {y}",
    energy: "Consumul de energie electrică al clădirilor publice {y}",
    culture: "Instituții de cultură și biblioteci {p}",
    accidents: "Accidente rutiere pe luni {y}",
    parking: "Zone de parcare și tarife {p}",
  },
  hu: {
    budget: "{p} költségvetése {y}",
    waste: "Hulladékgyűjtés és köztisztaság {y}",
    transport: "Közösségi közlekedés járatai — {p}",
    air: "Levegőminőség — mérőállomások {y}",
    schools: "Általános és középiskolák jegyzéke — {p}",
    health: "Egészségügyi intézmények — {p}",
    permits: "Kiadott építési engedélyek {y}",
    tourism: "Vendégérkezések és vendégéjszakák {y}",
    agriculture: "Mezőgazdasági támogatások {y}",
    procurement: "Közbeszerzések — {p} {y}",
    population: "Népesség településenként, {y}. január 1.",
    energy: "Középületek villamosenergia-fogyasztása {y}",
    culture: "Kulturális intézmények és könyvtárak — {p}",
    accidents: "Közúti balesetek havonta {y}",
    parking: "Parkolási övezetek és díjak — {p}",
  },
  en: {
    budget: "Budget of {p} {y}",
    waste: "Waste collection routes {y}",
    transport: "Public transport lines in {p}",
    air: "Air quality monitoring stations {y}",
    schools: "Primary and secondary schools in {p}",
    health: "Health centres and clinics in {p}",
    permits: "Building permits issued in {y}",
    tourism: "Tourist arrivals and overnight stays {y}",
    agriculture: "Agricultural subsidies {y}",
    procurement: "Public procurement contracts {y}",
    population: "Population estimates by municipality {y}",
    energy: "Electricity use of public buildings {y}",
    culture: "Cultural institutions and libraries in {p}",
    accidents: "Road traffic accidents by month {y}",
    parking: "Parking zones and fees in {p}",
  },
};

export interface Phrases {
  readonly about: string;
  readonly publisher: string;
  readonly cadence: readonly string[];
  readonly objectLabels: readonly string[];
  readonly license: string;
}

const LATIN_SR: Phrases = {
  about: "Skup podataka „{name}” sadrži zvanične podatke za period od {y}. godine.",
  publisher: "Podatke objavljuje {org}.",
  cadence: ["Ažurira se jednom mesečno.", "Ažurira se kvartalno.", "Ažurira se godišnje."],
  objectLabels: ["Podaci", "Izveštaj", "Metapodaci", "Šifarnik", "Prilog", "Arhiva", "Pregled"],
  license: "Licenca: Creative Commons Autorstvo 4.0.",
};

export const PHRASES: Record<Language, Phrases> = {
  "sr-Latn": LATIN_SR,
  "sr-Cyrl": {
    about: "Скуп података „{name}” садржи званичне податке за период од {y}. године.",
    publisher: "Податке објављује {org}.",
    cadence: ["Ажурира се једном месечно.", "Ажурира се квартално.", "Ажурира се годишње."],
    objectLabels: ["Подаци", "Извештај", "Метаподаци", "Шифарник", "Прилог", "Архива", "Преглед"],
    license: "Лиценца: Creative Commons Ауторство 4.0.",
  },
  hr: {
    ...LATIN_SR,
    about: "Skup podataka „{name}” sadrži službene podatke za razdoblje od {y}. godine.",
    cadence: ["Ažurira se jednom mjesečno.", "Ažurira se tromjesečno.", "Ažurira se godišnje."],
    objectLabels: ["Podaci", "Izvješće", "Metapodaci", "Šifrarnik", "Prilog", "Arhiva", "Pregled"],
  },
  ro: {
    about: "Setul de date „{name}” conține date oficiale începând cu anul {y}.",
    publisher: "Datele sunt publicate de {org}.",
    cadence: ["Se actualizează lunar.", "Se actualizează trimestrial.", "Se actualizează anual."],
    objectLabels: ["Date", "Raport", "Metadate", "Nomenclator", "Anexă", "Arhivă", "Sinteză"],
    license: "Licență: Creative Commons Atribuire 4.0.",
  },
  hu: {
    about: "A(z) „{name}” adatkészlet {y} óta tartalmaz hivatalos adatokat.",
    publisher: "Az adatokat a(z) {org} teszi közzé.",
    cadence: ["Havonta frissül.", "Negyedévente frissül.", "Évente frissül."],
    objectLabels: ["Adatok", "Jelentés", "Metaadatok", "Kódjegyzék", "Melléklet", "Archívum"],
    license: "Licenc: Creative Commons Nevezd meg! 4.0.",
  },
  en: {
    about: "The dataset “{name}” holds official figures from {y} onwards.",
    publisher: "Published by {org}.",
    cadence: ["Updated monthly.", "Updated quarterly.", "Updated yearly."],
    objectLabels: ["Data", "Report", "Metadata", "Code list", "Annex", "Archive", "Summary"],
    license: "Licence: Creative Commons Attribution 4.0.",
  },
};
