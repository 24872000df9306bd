/**
 * Flat-lay outlines of garments, shoes and bags on an 800 × 800 canvas. Each is a list of layers:
 * `body` is filled with the item's colour and pattern, `trim` with a darker shade of it, `sole` with a
 * rubber tone, `line` is a stitched seam, `metal` a button or buckle.
 */
export const SILHOUETTES = [
  'tshirt',
  'shirt',
  'hoodie',
  'sweater',
  'coat',
  'vest',
  'dress',
  'skirt',
  'trousers',
  'shorts',
  'sneaker',
  'boot',
  'heel',
  'sandal',
  'bag',
  'backpack',
  'cap',
  'scarf',
  'socks',
  'bra',
] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

export interface Layer {
  role: 'body' | 'trim' | 'sole' | 'line' | 'metal' | 'inner';
  d: string;
}

/** Options that vary one drawing of a silhouette from the next (pocket, print, collar). */
export interface Variation {
  /** 0, 1 or 2: picks small details such as a pocket or a second button row. */
  detail: number;
}

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

const buttons = (x: number, from: number, to: number, count: number, r = 9) => {
  const step = (to - from) / Math.max(1, count - 1);
  return Array.from({ length: count }, (_, i) => circle(x, from + i * step, r)).join('');
};

function tshirt(v: Variation): Layer[] {
  const layers: Layer[] = [
    {
      role: 'body',
      d: 'M318 168Q400 222 482 168L566 196L664 300L600 366L556 330L562 648Q400 664 238 648L244 330L200 366L136 300L234 196Z',
    },
    { role: 'inner', d: 'M318 168Q400 222 482 168Q400 192 318 168Z' },
    { role: 'line', d: 'M318 168Q400 230 482 168' },
    { role: 'line', d: 'M244 330L234 196M556 330L566 196' },
    { role: 'line', d: 'M246 628Q400 642 554 628' },
  ];
  if (v.detail === 1) layers.push({ role: 'trim', d: 'M452 292h62v70q-31 12 -62 0Z' });
  if (v.detail === 2) layers.push({ role: 'trim', d: 'M330 300h140v90h-140Z' });
  return layers;
}

function shirt(v: Variation): Layer[] {
  const layers: Layer[] = [
    {
      role: 'body',
      d: 'M326 160L400 196L474 160L566 190L640 560L588 578L548 332L552 668Q400 684 248 668L252 332L212 578L160 560L234 190Z',
    },
    { role: 'trim', d: 'M326 160L400 196L372 246L318 204Z' },
    { role: 'trim', d: 'M474 160L400 196L428 246L482 204Z' },
    { role: 'line', d: 'M400 198V664' },
    { role: 'metal', d: buttons(412, 250, 620, 6, 7) },
    { role: 'trim', d: 'M160 560L212 578L206 602L154 584Z' },
    { role: 'trim', d: 'M640 560L588 578L594 602L646 584Z' },
  ];
  if (v.detail > 0) layers.push({ role: 'line', d: 'M300 290h64v62h-64Z' });
  return layers;
}

function hoodie(v: Variation): Layer[] {
  return [
    { role: 'trim', d: 'M300 190Q300 96 400 92Q500 96 500 190Q400 236 300 190Z' },
    {
      role: 'body',
      d: 'M306 176Q400 250 494 176L574 204L648 560L594 580L550 350L556 640L560 672Q400 690 240 672L244 640L250 350L206 580L152 560L226 204Z',
    },
    { role: 'inner', d: 'M336 180Q400 226 464 180Q400 140 336 180Z' },
    { role: 'line', d: 'M376 214v96M424 214v96' },
    { role: 'metal', d: `${circle(376, 314, 6)}${circle(424, 314, 6)}` },
    { role: 'trim', d: 'M300 470H500L534 590H266Z' },
    { role: 'line', d: 'M244 640Q400 656 556 640' },
    v.detail === 2
      ? { role: 'line', d: 'M400 200V672' }
      : { role: 'trim', d: 'M152 560L206 580L198 610L144 590ZM648 560L594 580L602 610L656 590Z' },
  ];
}

function sweater(v: Variation): Layer[] {
  const ribs = Array.from({ length: 15 }, (_, i) => `M${262 + i * 20} 626v34`).join('');
  return [
    {
      role: 'body',
      d: 'M320 170Q400 214 480 170L572 200L650 556L596 578L552 340L556 664Q400 680 244 664L248 340L204 578L150 556L228 200Z',
    },
    { role: 'trim', d: 'M320 170Q400 214 480 170L486 186Q400 238 314 186Z' },
    { role: 'line', d: ribs },
    { role: 'line', d: 'M248 626Q400 640 552 626' },
    { role: 'trim', d: 'M150 556L204 578L196 608L142 586ZM650 556L596 578L604 608L658 586Z' },
    ...(v.detail === 1 ? [{ role: 'line' as const, d: 'M400 200V660' }] : []),
  ];
}

function coat(v: Variation): Layer[] {
  const layers: Layer[] = [
    {
      role: 'body',
      d: 'M318 132L400 180L482 132L578 164L652 598L598 616L556 360L566 740Q400 756 234 740L244 360L202 616L148 598L222 164Z',
    },
    { role: 'trim', d: 'M318 132L400 180L400 360L340 250L292 200Z' },
    { role: 'trim', d: 'M482 132L400 180L400 360L460 250L508 200Z' },
    { role: 'line', d: 'M400 360V744' },
    { role: 'line', d: 'M268 520h76M456 520h76' },
  ];
  if (v.detail === 1) layers.push({ role: 'trim', d: 'M240 470h320v30h-320Z' });
  layers.push({ role: 'metal', d: buttons(376, 400, 640, 4, 10) });
  if (v.detail !== 0) layers.push({ role: 'metal', d: buttons(424, 400, 640, 4, 10) });
  return layers;
}

function vest(): Layer[] {
  return [
    {
      role: 'body',
      d: 'M300 150L400 290L500 150L560 170Q548 260 590 330L600 650Q400 676 200 650L210 330Q252 260 240 170Z',
    },
    { role: 'line', d: 'M400 290V664' },
    { role: 'metal', d: buttons(418, 340, 600, 5, 8) },
    { role: 'line', d: 'M250 520h80M470 520h80' },
  ];
}

function dress(v: Variation): Layer[] {
  const layers: Layer[] = [
    {
      role: 'body',
      d: 'M336 150Q400 196 464 150L520 168Q506 250 514 300Q522 340 500 384Q590 560 640 716Q400 760 160 716Q210 560 300 384Q278 340 286 300Q294 250 280 168Z',
    },
    { role: 'inner', d: 'M336 150Q400 196 464 150Q400 170 336 150Z' },
    { role: 'trim', d: 'M294 370Q400 392 506 370L502 404Q400 424 298 404Z' },
    { role: 'line', d: 'M330 420Q300 600 250 720M400 424V740M470 420Q500 600 550 720' },
  ];
  if (v.detail === 1) {
    layers.push({ role: 'body', d: 'M280 168L236 230L276 262L290 230ZM520 168L564 230L524 262L510 230Z' });
  }
  return layers;
}

function skirt(v: Variation): Layer[] {
  return [
    { role: 'body', d: 'M300 200H500L560 410Q600 560 640 650Q400 700 160 650Q200 560 240 410Z' },
    { role: 'trim', d: 'M296 176H504L508 214H292Z' },
    {
      role: 'line',
      d:
        v.detail === 2
          ? 'M400 214V676'
          : 'M330 214Q300 450 250 664M370 214Q360 450 340 680M430 214Q440 450 460 680M470 214Q500 450 550 664',
    },
    ...(v.detail === 1 ? [{ role: 'metal' as const, d: buttons(400, 250, 420, 4, 8) }] : []),
  ];
}

function trousers(v: Variation): Layer[] {
  return [
    { role: 'body', d: 'M284 150H516L562 730H430L402 340L370 730H238Z' },
    { role: 'trim', d: 'M280 126H520L518 162H282Z' },
    { role: 'line', d: 'M400 162V340M400 190Q430 230 440 300' },
    { role: 'line', d: 'M292 176Q330 222 360 188M508 176Q470 222 440 188' },
    { role: 'line', d: v.detail === 1 ? 'M330 240L304 700M470 240L496 700' : 'M244 700H368M432 700H556' },
    { role: 'metal', d: circle(400, 144, 9) },
  ];
}

function shorts(v: Variation): Layer[] {
  return [
    { role: 'body', d: 'M272 210H528L580 520H428L400 380L372 520H220Z' },
    { role: 'trim', d: 'M268 184H532L530 222H270Z' },
    { role: 'line', d: 'M400 222V380M292 240Q330 286 360 248M508 240Q470 286 440 248' },
    { role: 'line', d: v.detail === 2 ? 'M226 490H370M430 490H574' : 'M300 250v0' },
    { role: 'metal', d: circle(400, 203, 8) },
  ];
}

function sneaker(v: Variation): Layer[] {
  const laces = Array.from({ length: 5 }, (_, i) => `M${352 + i * 24} ${420 - i * 16}l26 18`).join('');
  return [
    { role: 'inner', d: 'M452 352Q470 296 512 300L522 352Z' },
    {
      role: 'body',
      d: 'M118 548Q106 474 186 456Q282 440 342 400L466 336Q516 330 560 352Q622 330 662 360Q704 420 700 548Z',
    },
    { role: 'inner', d: 'M466 336Q516 330 560 352Q614 334 656 360Q606 368 562 372Q514 350 470 346Z' },
    { role: 'trim', d: 'M118 548Q108 482 186 462Q226 456 250 470Q226 516 238 548Z' },
    { role: 'trim', d: 'M624 354Q692 384 700 548H612Q644 450 624 354Z' },
    { role: 'line', d: laces },
    v.detail === 1
      ? { role: 'trim', d: 'M262 520Q400 470 560 408L572 430Q420 500 276 540Z' }
      : { role: 'line', d: 'M250 506Q400 476 570 416' },
    { role: 'sole', d: 'M108 548Q100 602 152 606H662Q708 604 704 562L700 540H112Z' },
    { role: 'line', d: 'M124 578H690' },
  ];
}

function boot(v: Variation): Layer[] {
  return [
    { role: 'sole', d: 'M196 640Q196 690 250 690H640Q690 688 690 646L684 622H200Z' },
    { role: 'sole', d: 'M560 690H640L644 720H566Z' },
    {
      role: 'body',
      d: 'M300 110H520L536 460Q620 500 670 560Q690 600 684 630H200Q190 560 230 500Q286 440 292 360Z',
    },
    { role: 'trim', d: 'M296 100H524L522 150H298Z' },
    { role: 'line', d: v.detail === 1 ? 'M510 160V470' : 'M300 420Q420 460 536 460' },
    ...(v.detail === 1 ? [{ role: 'metal' as const, d: 'M498 150h24v26h-24Z' }] : []),
    { role: 'line', d: 'M210 606Q440 596 676 608' },
  ];
}

function heel(v: Variation): Layer[] {
  return [
    { role: 'sole', d: 'M560 500L600 700H628L612 500Z' },
    {
      role: 'body',
      d: 'M140 610Q130 560 190 540Q300 510 370 440Q400 410 430 420Q480 440 560 440L612 430Q640 440 640 480L612 540Q500 540 420 580Q330 626 240 630Q160 636 140 610Z',
    },
    { role: 'inner', d: 'M370 440Q400 410 430 420Q480 440 560 440L600 436Q520 470 440 470Q400 470 370 440Z' },
    {
      role: 'sole',
      d: 'M140 610Q160 640 240 636Q330 630 420 586Q500 546 612 546L614 560Q500 560 420 600Q330 646 230 648Q150 648 140 610Z',
    },
    ...(v.detail === 1
      ? [{ role: 'trim' as const, d: 'M430 420Q460 380 520 400L516 440Q470 436 440 428Z' }]
      : []),
  ];
}

function sandal(): Layer[] {
  return [
    { role: 'sole', d: 'M118 560Q112 598 160 602H662Q704 600 700 566L692 544H128Z' },
    { role: 'body', d: 'M164 552Q262 396 380 552H336Q262 452 204 552Z' },
    { role: 'body', d: 'M352 552Q452 376 566 552H522Q452 432 392 552Z' },
    { role: 'body', d: 'M570 552Q566 398 652 390Q694 398 684 552H646Q652 438 618 434Q602 444 606 552Z' },
    { role: 'metal', d: 'M600 452h24v30h-24Z' },
    { role: 'line', d: 'M136 556H684' },
  ];
}

function bag(v: Variation): Layer[] {
  return [
    { role: 'trim', d: 'M300 320Q300 160 400 160Q500 160 500 320H470Q470 196 400 196Q330 196 330 320Z' },
    { role: 'body', d: 'M200 320H600L640 680Q400 708 160 680Z' },
    {
      role: 'trim',
      d: v.detail === 1 ? 'M200 320H600L596 440Q400 470 204 440Z' : 'M196 320H604L600 350H200Z',
    },
    { role: 'metal', d: v.detail === 1 ? 'M384 430h32v40h-32Z' : circle(400, 380, 14) },
    { role: 'line', d: 'M178 660Q400 686 622 660' },
  ];
}

function backpack(): Layer[] {
  return [
    { role: 'trim', d: 'M340 170Q340 120 400 120Q460 120 460 170H440Q440 142 400 142Q360 142 360 170Z' },
    { role: 'body', d: 'M250 250Q250 160 400 160Q550 160 550 250V660Q550 700 510 700H290Q250 700 250 660Z' },
    { role: 'trim', d: 'M290 450H510V640Q510 660 490 660H310Q290 660 290 640Z' },
    { role: 'line', d: 'M290 500H510M260 260Q400 220 540 260' },
    { role: 'metal', d: 'M390 486h20v28h-20Z' },
  ];
}

function cap(): Layer[] {
  return [
    { role: 'body', d: 'M200 480Q200 250 400 240Q600 250 600 480Z' },
    { role: 'trim', d: 'M560 470Q680 470 720 520Q640 540 540 510Z' },
    { role: 'line', d: 'M400 244V480M300 262Q330 380 320 480M500 262Q470 380 480 480' },
    { role: 'metal', d: circle(400, 246, 12) },
    { role: 'line', d: 'M200 470Q400 500 600 470' },
  ];
}

function scarf(): Layer[] {
  const fringe = Array.from({ length: 8 }, (_, i) => `M${312 + i * 12} 700v40M${462 + i * 12} 640v40`).join(
    '',
  );
  return [
    {
      role: 'body',
      d: 'M260 140Q400 100 540 140Q560 220 520 280L560 640H440L420 300Q400 310 380 300L400 700H290L310 280Q250 220 260 140Z',
    },
    { role: 'trim', d: 'M300 160Q400 130 500 160Q500 220 470 260Q400 290 330 260Q300 220 300 160Z' },
    { role: 'line', d: fringe },
  ];
}

function socks(): Layer[] {
  const pair = (dx: number) =>
    `M${260 + dx} 160H${380 + dx}V520Q${380 + dx} 640 ${300 + dx} 660Q${220 + dx} 680 ${190 + dx} 640Q${170 + dx} 600 ${220 + dx} 570Q${260 + dx} 540 ${260 + dx} 480Z`;
  return [
    { role: 'body', d: pair(0) },
    { role: 'body', d: pair(200) },
    { role: 'trim', d: 'M260 160H380V200H260ZM460 160H580V200H460Z' },
    { role: 'line', d: 'M270 180H370M470 180H570' },
  ];
}

function bra(): Layer[] {
  return [
    { role: 'line', d: 'M300 240L330 160M500 240L470 160' },
    {
      role: 'body',
      d: 'M180 420Q200 280 300 240Q380 260 400 380Q420 260 500 240Q600 280 620 420Q560 470 480 460Q420 450 400 420Q380 450 320 460Q240 470 180 420Z',
    },
    {
      role: 'trim',
      d: 'M180 420Q240 470 320 460Q380 450 400 420Q420 450 480 460Q560 470 620 420L626 460Q560 510 480 500Q420 490 400 462Q380 490 320 500Q240 510 174 460Z',
    },
    { role: 'metal', d: circle(400, 418, 10) },
  ];
}

const DRAW: Record<Silhouette, (v: Variation) => Layer[]> = {
  tshirt,
  shirt,
  hoodie,
  sweater,
  coat,
  vest,
  dress,
  skirt,
  trousers,
  shorts,
  sneaker,
  boot,
  heel,
  sandal,
  bag,
  backpack,
  cap,
  scarf,
  socks,
  bra,
};

export const silhouetteLayers = (kind: Silhouette, variation: Variation) => DRAW[kind](variation);
