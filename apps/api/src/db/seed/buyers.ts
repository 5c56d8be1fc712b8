// The demo marketplace's regular customers (issue 13): people in several countries whose orders
// fill the demo shops' history (orders.ts). They have no known password: nobody signs in as them;
// the demo buyer (buyer@demo.test) stays the account to try the storefront with.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { type Db, one } from '../client.ts';

export interface DemoBuyer {
  id: number;
  name: string;
  email: string;
  country: string;
}

const DAY = 86_400_000;

// name, email, phone, street, postal code, city, state, country (ISO 3166-1)
const PEOPLE: [string, string, string, string, string, string, string, string][] = [
  [
    'Sofía Martínez',
    'sofia.martinez',
    '+34 611 204 318',
    'Carrer de Colón 14, 3º',
    '46004',
    'Valencia',
    'Valencia',
    'ES',
  ],
  ['Lukas Becker', 'lukas.becker', '+49 151 2345 6789', 'Leopoldstraße 52', '80802', 'München', 'Bayern', 'DE'],
  ['Camille Dubois', 'camille.dubois', '+33 6 12 34 56 78', '18 rue Mercière', '69002', 'Lyon', '', 'FR'],
  ['Giulia Romano', 'giulia.romano', '+39 347 123 4567', 'Via Tortona 27', '20144', 'Milano', 'MI', 'IT'],
  ['Ana Souza', 'ana.souza', '+55 11 98765 4321', 'Rua Augusta 1508, ap. 72', '01304-001', 'São Paulo', 'SP', 'BR'],
  ['Erik Lindqvist', 'erik.lindqvist', '+46 70 123 45 67', 'Linnégatan 21', '413 04', 'Göteborg', '', 'SE'],
  ['Mette Nielsen', 'mette.nielsen', '+45 22 33 44 55', 'Jægergårdsgade 40', '8000', 'Aarhus', '', 'DK'],
  ['Tomáš Novák', 'tomas.novak', '+420 603 123 456', 'Údolní 33', '602 00', 'Brno', '', 'CZ'],
  ['Zsófia Kovács', 'zsofia.kovacs', '+36 30 123 4567', 'Király utca 46', '1061', 'Budapest', '', 'HU'],
  ['Piotr Zieliński', 'piotr.zielinski', '+48 601 234 567', 'ul. Karmelicka 9/4', '31-133', 'Kraków', '', 'PL'],
  ['Emre Yıldız', 'emre.yildiz', '+90 532 123 45 67', 'Moda Caddesi 88/5, Kadıköy', '34710', 'İstanbul', '', 'TR'],
  [
    'Putri Wulandari',
    'putri.wulandari',
    '+62 812 3456 7890',
    'Jl. Dago No. 112',
    '40135',
    'Bandung',
    'Jawa Barat',
    'ID',
  ],
  ['Aruzhan Seitkali', 'aruzhan.seitkali', '+7 701 234 5678', 'Abay Ave 150, apt 31', '050046', 'Almaty', '', 'KZ'],
  ['Kenji Watanabe', 'kenji.watanabe', '+81 80 2345 6789', '3-14-7 Namba, Chuo-ku', '542-0076', 'Osaka', 'Osaka', 'JP'],
  ['Park Min-jun', 'minjun.park', '+82 10 2345 6789', '27 Yeonhui-ro, Mapo-gu', '03723', 'Seoul', '', 'KR'],
  ['Olivia Bennett', 'olivia.bennett', '+1 503 555 0142', '2231 SE Division St', '97202', 'Portland', 'OR', 'US'],
];

export async function seedDemoBuyers(db: Db): Promise<DemoBuyer[]> {
  // one unknown password for all: these accounts exist to have bought, not to be signed in to
  const passwordHash = await hashPassword(randomBytes(16).toString('hex'));
  const buyers: DemoBuyer[] = [];
  for (const [k, [name, local, phone, street, postal, city, state, country]] of PEOPLE.entries()) {
    const email = `${local}@example.com`;
    // they joined between four and three months ago, the earliest first
    const joined = new Date(Date.now() - (120 - k * 2) * DAY).toISOString();
    const user = await one<{ id: number }>(
      db,
      sql`INSERT INTO users (email, password_hash, name, phone, role, invitation_code, created_at)
          VALUES (${email}, ${passwordHash}, ${name}, ${phone}, 'customer', ${`DEMOBYR${String(k + 1).padStart(3, '0')}`},
            ${joined})
          RETURNING id`,
    );
    await db.execute(
      sql`INSERT INTO addresses (user_id, name, street, postal_code, city, state, country, phone, email, is_default, created_at, updated_at)
          VALUES (${user!.id}, ${name}, ${street}, ${postal}, ${city}, ${state}, ${country}, ${phone}, ${email}, true, ${joined}, ${joined})`,
    );
    buyers.push({ id: user!.id, name, email, country });
  }
  return buyers;
}
