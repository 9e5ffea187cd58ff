import { InfoPage } from './info-page';

const EQUIPMENT = [
  'Gear lead and profile tester',
  'Bench center',
  'Brinell hardness tester',
  'Rockwell hardness tester',
  'Micro Vickers hardness tester',
  'Metallurgical microscope',
];

/** /lab (SPEC §2 Lab). Pictures and descriptions come next. */
export function LabPage() {
  return (
    <InfoPage title="Lab Inspection & Equipment">
      <ul>
        {EQUIPMENT.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </InfoPage>
  );
}
