import type { Text } from './reference.ts';

// Real neighbourhoods of Madrid, Barcelona and Valencia with their approximate centre, a few
// of their streets (with the right postal code), nearby stations and a short portrait.

export type City = 'Madrid' | 'Barcelona' | 'Valencia';

export interface Neighbourhood {
  name: string;
  city: City;
  lat: number;
  lng: number;
  streets: readonly (readonly [street: string, postalCode: string])[];
  stations: string;
  /** Two places the flats are near, for their titles. */
  landmarks: readonly [Text, Text];
  description: Text;
}

export const NEIGHBOURHOODS: readonly Neighbourhood[] = [
  {
    name: 'Malasaña',
    city: 'Madrid',
    lat: 40.4262,
    lng: -3.7036,
    streets: [['Calle del Espíritu Santo', '28004'], ['Calle de la Palma', '28004'], ['Calle del Pez', '28004'], ['Calle de San Vicente Ferrer', '28004'], ['Calle de Velarde', '28004']],
    stations: 'Tribunal, Noviciado',
    landmarks: [{ es: 'junto a la Plaza del Dos de Mayo', en: 'by Plaza del Dos de Mayo' }, { es: 'a un paso de Gran Vía', en: 'a short walk from Gran Vía' }],
    description: {
      es: 'El barrio más creativo del centro: tiendas vintage, cafeterías de especialidad y terrazas en plazas pequeñas. Animado de día y de noche, a diez minutos a pie de Sol.',
      en: 'The most creative neighbourhood in the centre: vintage shops, speciality coffee and terraces on small squares. Lively day and night, ten minutes on foot from Sol.',
    },
  },
  {
    name: 'Chamberí',
    city: 'Madrid',
    lat: 40.4341,
    lng: -3.7038,
    streets: [['Calle de Eloy Gonzalo', '28010'], ['Calle de Trafalgar', '28010'], ['Calle del Españoleto', '28010'], ['Calle de Olid', '28010'], ['Calle de Fuencarral', '28010']],
    stations: 'Iglesia, Quevedo, Bilbao',
    landmarks: [{ es: 'cerca de la Plaza de Olavide', en: 'near Plaza de Olavide' }, { es: 'junto al mercado de Chamberí', en: 'next to Chamberí market' }],
    description: {
      es: 'Un Madrid clásico y tranquilo, con mercados de barrio, bares de toda la vida y muy buena conexión con las universidades. Ideal si buscas calma sin salir del centro.',
      en: 'Classic, quiet Madrid with neighbourhood markets, traditional bars and easy links to the universities. Ideal if you want calm without leaving the centre.',
    },
  },
  {
    name: 'Lavapiés',
    city: 'Madrid',
    lat: 40.4087,
    lng: -3.7009,
    streets: [['Calle del Ave María', '28012'], ['Calle de la Fe', '28012'], ['Calle de Argumosa', '28012'], ['Calle del Amparo', '28012'], ['Calle de Embajadores', '28012']],
    stations: 'Lavapiés, Embajadores, Antón Martín',
    landmarks: [{ es: 'junto a la Plaza de Lavapiés', en: 'by Plaza de Lavapiés' }, { es: 'cerca del Museo Reina Sofía', en: 'near the Reina Sofía Museum' }],
    description: {
      es: 'Multicultural y con mucha vida de barrio: teatros alternativos, comida de todo el mundo y el Rastro los domingos. A pocos minutos del Reina Sofía y de Atocha.',
      en: 'Multicultural with a strong community feel: fringe theatres, food from around the world and the Rastro flea market on Sundays. Minutes from the Reina Sofía and Atocha.',
    },
  },
  {
    name: 'Salamanca',
    city: 'Madrid',
    lat: 40.4302,
    lng: -3.6797,
    streets: [['Calle de Claudio Coello', '28001'], ['Calle de Hermosilla', '28001'], ['Calle de Lagasca', '28001'], ['Calle de Jorge Juan', '28001'], ['Calle de Ayala', '28001']],
    stations: 'Serrano, Velázquez, Goya',
    landmarks: [{ es: 'a dos calles de Serrano', en: 'two streets from Calle Serrano' }, { es: 'cerca del Parque del Retiro', en: 'near Retiro Park' }],
    description: {
      es: 'Calles amplias y arboladas, edificios señoriales y algunas de las mejores tiendas de la ciudad. Seguro, elegante y muy bien comunicado.',
      en: 'Wide tree-lined streets, stately buildings and some of the city’s best shops. Safe, elegant and very well connected.',
    },
  },
  {
    name: 'Retiro',
    city: 'Madrid',
    lat: 40.4114,
    lng: -3.6768,
    streets: [['Calle de Ibiza', '28009'], ['Calle de Menorca', '28009'], ['Calle del Doctor Castelo', '28009'], ['Calle de Fernán González', '28009'], ["Calle de O'Donnell", '28009']],
    stations: 'Ibiza, Sainz de Baranda, Retiro',
    landmarks: [{ es: 'a un minuto del Parque del Retiro', en: 'a minute from Retiro Park' }, { es: 'en la calle Ibiza', en: 'on Calle Ibiza' }],
    description: {
      es: 'Vivir junto al parque más famoso de Madrid: para correr por la mañana, leer a la sombra y tomar algo en la calle Ibiza. Residencial y familiar.',
      en: 'Living next to Madrid’s most famous park: for a morning run, reading in the shade and drinks on Calle Ibiza. Residential and family-friendly.',
    },
  },
  {
    name: 'Argüelles',
    city: 'Madrid',
    lat: 40.4301,
    lng: -3.7171,
    streets: [['Calle de Ferraz', '28008'], ['Calle del Marqués de Urquijo', '28008'], ['Calle de Quintana', '28008'], ['Calle de Martín de los Heros', '28008'], ['Calle de la Princesa', '28008']],
    stations: 'Argüelles, Ventura Rodríguez, Moncloa',
    landmarks: [{ es: 'junto al Templo de Debod', en: 'near the Temple of Debod' }, { es: 'a diez minutos de Ciudad Universitaria', en: 'ten minutes from Ciudad Universitaria' }],
    description: {
      es: 'El barrio de los estudiantes: a un paso de Ciudad Universitaria, con el Parque del Oeste y los mejores atardeceres de Madrid en el Templo de Debod.',
      en: 'The students’ neighbourhood: close to Ciudad Universitaria, with Parque del Oeste and Madrid’s best sunsets at the Temple of Debod.',
    },
  },
  {
    name: 'Gràcia',
    city: 'Barcelona',
    lat: 41.4036,
    lng: 2.1566,
    streets: [['Carrer de Verdi', '08012'], ["Carrer d'Astúries", '08012'], ['Carrer de la Llibertat', '08012'], ['Carrer de Torrijos', '08012'], ['Carrer de Bonavista', '08012']],
    stations: 'Fontana, Joanic, Diagonal',
    landmarks: [{ es: 'junto a la Plaça del Sol', en: 'by Plaça del Sol' }, { es: 'cerca del Park Güell', en: 'near Park Güell' }],
    description: {
      es: 'Un pueblo dentro de la ciudad: plazas con terrazas, cines en versión original y las fiestas de agosto. Muy bien conectado con el centro y la zona alta.',
      en: 'A village inside the city: squares full of terraces, original-language cinemas and the August street festival. Well connected with the centre and uptown.',
    },
  },
  {
    name: 'Eixample',
    city: 'Barcelona',
    lat: 41.3903,
    lng: 2.1618,
    streets: [['Carrer del Consell de Cent', '08011'], ["Carrer d'Aribau", '08011'], ['Carrer de Muntaner', '08011'], ["Carrer d'Enric Granados", '08008'], ['Carrer de València', '08009']],
    stations: 'Universitat, Passeig de Gràcia, Hospital Clínic',
    landmarks: [{ es: 'a dos calles de Passeig de Gràcia', en: 'two streets from Passeig de Gràcia' }, { es: 'cerca de la Universitat de Barcelona', en: 'near the University of Barcelona' }],
    description: {
      es: 'La cuadrícula modernista de Cerdà: edificios con galerías luminosas, chaflanes, buenos restaurantes y todo el transporte a mano.',
      en: 'Cerdà’s modernist grid: buildings with bright galleries, corner squares, good restaurants and every kind of transport at hand.',
    },
  },
  {
    name: 'El Born',
    city: 'Barcelona',
    lat: 41.3851,
    lng: 2.1822,
    streets: [["Carrer de l'Argenteria", '08003'], ['Carrer dels Flassaders', '08003'], ['Carrer del Rec', '08003'], ['Carrer de Montcada', '08003'], ['Carrer de la Princesa', '08003']],
    stations: 'Jaume I, Arc de Triomf, Barceloneta',
    landmarks: [{ es: 'junto a Santa Maria del Mar', en: 'by Santa Maria del Mar' }, { es: 'cerca del Parc de la Ciutadella', en: 'near Ciutadella Park' }],
    description: {
      es: 'Calles medievales, el Museo Picasso y pequeñas tiendas de diseño. A diez minutos andando de la playa y del Parc de la Ciutadella.',
      en: 'Medieval streets, the Picasso Museum and small design shops. Ten minutes on foot from the beach and Ciutadella Park.',
    },
  },
  {
    name: 'Poblenou',
    city: 'Barcelona',
    lat: 41.4007,
    lng: 2.2003,
    streets: [['Rambla del Poblenou', '08005'], ['Carrer de Pujades', '08005'], ['Carrer de Pallars', '08005'], ['Carrer de Llull', '08005'], ['Carrer de Roc Boronat', '08018']],
    stations: 'Poblenou, Llacuna, Glòries',
    landmarks: [{ es: 'junto a la Rambla del Poblenou', en: 'by Rambla del Poblenou' }, { es: 'a cinco minutos de la playa', en: 'five minutes from the beach' }],
    description: {
      es: 'Antiguas fábricas convertidas en estudios y oficinas del distrito 22@, la playa a un paseo y una rambla con ambiente de barrio.',
      en: 'Old factories turned into studios and offices of the 22@ district, the beach a stroll away and a rambla with a village feel.',
    },
  },
  {
    name: 'Sants',
    city: 'Barcelona',
    lat: 41.3752,
    lng: 2.1352,
    streets: [['Carrer de Sants', '08014'], ["Carrer d'Olzinelles", '08014'], ['Carrer de Vallespir', '08014'], ['Carrer de Galileu', '08028'], ['Carrer de Sant Antoni', '08014']],
    stations: 'Sants Estació, Plaça de Sants, Hostafrancs',
    landmarks: [{ es: 'cerca de la estación de Sants', en: 'near Sants station' }, { es: 'junto al Parc de l’Espanya Industrial', en: 'by Espanya Industrial Park' }],
    description: {
      es: 'Barrio obrero y auténtico, con mercado propio y precios más amables. La estación de Sants te deja en el aeropuerto o en Madrid en un momento.',
      en: 'An authentic working-class neighbourhood with its own market and friendlier prices. Sants station takes you to the airport or Madrid in no time.',
    },
  },
  {
    name: 'Ruzafa',
    city: 'Valencia',
    lat: 39.4626,
    lng: -0.3741,
    streets: [['Carrer de Sueca', '46006'], ['Carrer de Cadis', '46006'], ['Carrer del Literat Azorín', '46006'], ['Carrer de Dénia', '46006'], ['Carrer de Puerto Rico', '46006']],
    stations: 'Bailén, Xàtiva, Colón',
    landmarks: [{ es: 'junto al mercado de Ruzafa', en: 'by Ruzafa market' }, { es: 'cerca de la Estación del Norte', en: 'near Estació del Nord' }],
    description: {
      es: 'El barrio de moda de Valencia: galerías, cafés, brunch y un mercado de colores. A un paseo del centro histórico.',
      en: 'Valencia’s trendiest neighbourhood: galleries, cafés, brunch and a colourful market. A stroll from the historic centre.',
    },
  },
  {
    name: 'El Carmen',
    city: 'Valencia',
    lat: 39.4791,
    lng: -0.3802,
    streets: [['Carrer de Dalt', '46003'], ['Carrer de Cavallers', '46001'], ['Carrer de Baix', '46003'], ['Carrer del Museu', '46003'], ['Carrer dels Roters', '46003']],
    stations: 'Túria, Àngel Guimerà',
    landmarks: [{ es: 'junto a las Torres de Serranos', en: 'by the Serranos Towers' }, { es: 'a un paso del Jardín del Turia', en: 'a step from the Turia Gardens' }],
    description: {
      es: 'El casco antiguo de Valencia, con arte urbano, torres medievales y el Jardín del Turia a la vuelta de la esquina.',
      en: 'Valencia’s old town, with street art, medieval towers and the Turia Gardens round the corner.',
    },
  },
  {
    name: 'Benimaclet',
    city: 'Valencia',
    lat: 39.4873,
    lng: -0.3592,
    streets: [["Carrer d'Emili Baró", '46020'], ['Carrer de Vicent Zaragozá', '46020'], ['Carrer de la Murta', '46020'], ['Carrer del Barón de San Petrillo', '46020'], ['Carrer de Benicolet', '46020']],
    stations: 'Benimaclet, Vicente Zaragozá',
    landmarks: [{ es: 'junto a la plaza de Benimaclet', en: 'by Benimaclet square' }, { es: 'a diez minutos de la universidad', en: 'ten minutes from the university' }],
    description: {
      es: 'Antiguo pueblo de la huerta, hoy barrio universitario con asociaciones, huertos urbanos y conciertos pequeños. Al lado de los campus de Blasco Ibáñez y Tarongers.',
      en: 'A former farming village, now a university neighbourhood with community groups, urban gardens and small gigs. Next to the Blasco Ibáñez and Tarongers campuses.',
    },
  },
  {
    name: 'Ciutat Vella',
    city: 'Valencia',
    lat: 39.4752,
    lng: -0.3763,
    streets: [['Carrer de la Pau', '46002'], ['Carrer de Sant Vicent Màrtir', '46002'], ['Carrer del Mar', '46003'], ['Carrer de les Comèdies', '46003'], ['Carrer del Poeta Querol', '46002']],
    stations: 'Colón, Xàtiva, Plaça d’Espanya',
    landmarks: [{ es: 'junto a la Plaza de la Reina', en: 'by Plaza de la Reina' }, { es: 'cerca del Mercado Central', en: 'near the Central Market' }],
    description: {
      es: 'El corazón de Valencia: la catedral, el Mercado Central, la Lonja y las mejores horchaterías, todo a pie.',
      en: 'The heart of Valencia: the cathedral, the Central Market, the Silk Exchange and the best horchata bars, all on foot.',
    },
  },
];

/** Kinds of home, for property titles. */
export const HOME_STYLES: readonly Text[] = [
  { es: 'Piso compartido', en: 'Shared flat' },
  { es: 'Coliving', en: 'Coliving' },
  { es: 'Piso reformado', en: 'Renovated flat' },
  { es: 'Ático con terraza', en: 'Penthouse with terrace' },
  { es: 'Piso luminoso', en: 'Bright flat' },
  { es: 'Casa de estudiantes', en: 'Student house' },
];
