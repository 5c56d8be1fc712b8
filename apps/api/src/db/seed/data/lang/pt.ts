// Demo texts in Portuguese (see LangPack in ../types.ts).
import type { LangPack } from '../types.ts';

export const pack: LangPack = {
  productTypes: {
    'fullframe-mirrorless': {
      name: 'Câmera mirrorless full frame',
      short: 'Um sensor grande em um corpo compacto: riqueza de detalhes, bokeh suave e fotos limpas com pouca luz.',
      description:
        'O sensor full frame, do tamanho de um quadro de filme 35 mm, capta mais luz e oferece maior ' +
        'alcance dinâmico com menos ruído. Foco automático rápido e recursos de vídeo avançados fazem ' +
        'dela uma ferramenta versátil para entusiastas e profissionais.',
    },
    'apsc-mirrorless': {
      name: 'Câmera mirrorless APS-C',
      short: 'Qualidade de lentes intercambiáveis em um corpo leve para levar a qualquer lugar.',
      description:
        'O sensor APS-C equilibra qualidade de imagem, tamanho e preço, e o fator de corte dá às ' +
        'teleobjetivas um alcance extra. Ideal como primeira câmera de lentes intercambiáveis, para ' +
        'viagens ou como segundo corpo leve.',
    },
    'fullframe-dslr': {
      name: 'DSLR full frame',
      short: 'Visor óptico, construção robusta e bateria de longa duração para quem fotografa o dia inteiro.',
      description:
        'O espelho e o pentaprisma mostram a cena através da lente sem nenhum atraso, enquanto o sensor ' +
        'full frame entrega amplo alcance dinâmico e arquivos limpos em ISO alto. Corpos vedados contra ' +
        'intempéries, foco automático confiável e um enorme catálogo de lentes compatíveis a mantêm como ' +
        'favorita dos fotógrafos profissionais.',
    },
    'apsc-dslr': {
      name: 'DSLR APS-C',
      short: 'Uma DSLR confiável e fácil de aprender, que cresce com você das primeiras fotos ao hobby sério.',
      description:
        'Uma DSLR APS-C combina um visor óptico luminoso com um sensor grande o bastante para um ' +
        'desfoque de fundo de verdade e fotos com pouca luz. Menus guiados, bateria de longa duração e ' +
        'uma grande variedade de lentes acessíveis fazem dela uma ótima forma de aprender fotografia.',
    },
    'premium-compact': {
      name: 'Câmera compacta premium',
      short: 'Uma câmera de sensor grande que cabe no bolso da jaqueta.',
      description:
        'Um sensor de 1 polegada ou maior e uma lente embutida luminosa entregam qualidade de imagem ' +
        'muito superior à de um celular, com arquivos RAW e controle manual completo. Silenciosa, ' +
        'discreta e sempre pronta, é a câmera que você realmente leva consigo todos os dias.',
    },
    'travel-zoom-compact': {
      name: 'Câmera compacta superzoom de viagem',
      short: 'Das paisagens amplas aos detalhes distantes, uma única câmera de bolso cobre a viagem inteira.',
      description:
        'Um zoom óptico longo recolhido em um corpo fino: você enquadra o horizonte da cidade e, em ' +
        'seguida, destaca um rosto do outro lado da praça. Estabilização óptica de imagem, transferência ' +
        'fácil para o celular e modos automáticos inteligentes garantem fotos de férias nítidas, sem ' +
        'complicação.',
    },
    'instant-camera': {
      name: 'Câmera instantânea',
      short: 'Aperte o disparador e, segundos depois, tenha uma foto impressa de verdade nas mãos.',
      description:
        'A câmera instantânea expõe um filme especial que se revela sozinho, transformando cada clique ' +
        'em uma foto única. Controles simples, flash embutido e espelho para selfies fazem dela a ' +
        'alegria de festas, casamentos e viagens com os amigos.',
    },
    'instant-film': {
      name: 'Filme instantâneo',
      short:
        'Pacotes de filme novinhos, com a clássica moldura branca ou bordas coloridas, para a sua câmera ' +
        'instantânea.',
      description:
        'Cada pacote traz um número fixo de poses autorrevelantes em um cartucho vedado contra luz, que ' +
        'se encaixa em segundos. Confira o formato de filme que a sua câmera usa e guarde os pacotes em ' +
        'local fresco para obter as melhores cores.',
    },
    'standard-zoom': {
      name: 'Lente zoom padrão',
      short: 'A lente que mora na sua câmera: da grande angular à teleobjetiva curta, com óptica luminosa e nítida.',
      description:
        'Cobrindo cerca de 24 a 70 mm ou algo próximo, uma zoom padrão dá conta de paisagens, cenas de ' +
        'rua, eventos e retratos sem trocar de lente. As versões mais avançadas acrescentam abertura ' +
        'ampla constante, vedação contra intempéries e motores de foco silenciosos, ideais tanto para ' +
        'foto quanto para vídeo.',
    },
    'kit-zoom': {
      name: 'Lente zoom do kit',
      short: 'Uma zoom compacta e acessível que resolve a fotografia do dia a dia logo ao abrir a caixa.',
      description:
        'Muitas vezes vendida em kit com um corpo de câmera novo, a zoom do kit vai da grande angular à ' +
        'teleobjetiva curta em um corpo leve e compacto. O peso reduzido e o foco automático suave e ' +
        'silencioso fazem dela uma boa primeira lente e uma companheira de viagem prática.',
    },
    'telephoto-zoom': {
      name: 'Teleobjetiva zoom',
      short: 'Traga para perto o que está longe: esportes, vida selvagem e retratos com perspectiva comprimida.',
      description:
        'As teleobjetivas zoom costumam cobrir faixas como 70–200 mm ou 100–400 mm, permitindo ' +
        'reenquadrar sem sair do lugar. Estabilização óptica e foco automático rápido e preciso mantêm ' +
        'nítidos os motivos em movimento, enquanto a distância focal longa transforma o fundo em um ' +
        'desfoque suave.',
    },
    'super-telephoto': {
      name: 'Superteleobjetiva',
      short: 'Alcance extremo para aves, vida selvagem e esportes em estádios.',
      description:
        'Com distâncias focais a partir de cerca de 400 mm, uma superteleobjetiva preenche o quadro com ' +
        'motivos dos quais você jamais conseguiria se aproximar. Elementos ópticos avançados controlam ' +
        'as aberrações, enquanto o colar giratório para tripé e a estabilização potente ajudam a manejar ' +
        'o corpo longo da lente.',
    },
    'ultra-wide-zoom': {
      name: 'Lente zoom ultra grande angular',
      short: 'Paisagens amplas, arquitetura imponente e interiores apertados em um único quadro.',
      description:
        'Começando abaixo de 16 mm no full frame, uma zoom ultra grande angular exagera a profundidade e ' +
        'conduz o olhar para dentro da cena. A correção óptica cuidadosa mantém as linhas retas, ' +
        'tornando-a favorita para paisagens, fotografia imobiliária, astrofotografia e vlogs.',
    },
    'fisheye-lens': {
      name: 'Lente olho de peixe',
      short: 'Uma visão curva e impactante de até 180 graus para imagens realmente ousadas.',
      description:
        'A lente olho de peixe curva as linhas retas em arcos amplos e capta um campo de visão ' +
        'extremamente amplo. É a preferida para skate, shows ao vivo, arquitetura criativa e panorâmicas ' +
        'em 360 graus, e seu tamanho reduzido facilita o transporte.',
    },
    'portrait-prime': {
      name: 'Lente fixa para retrato',
      short: 'Abertura ampla para uma perspectiva favorável e um bokeh cremoso que destaca o motivo.',
      description:
        'Distâncias focais em torno de 85 mm retratam os rostos de forma natural a uma distância de ' +
        'trabalho confortável. Uma abertura ampla como f/1.4 ou f/1.8 deixa entrar bastante luz e ' +
        'suaviza o fundo, enquanto o foco automático rápido e preciso mantém os olhos perfeitamente ' +
        'nítidos.',
    },
    'macro-lens': {
      name: 'Lente macro',
      short: 'A ampliação em tamanho real revela os detalhes ocultos de insetos, flores e produtos.',
      description:
        'Uma lente macro de verdade foca perto o suficiente para reproduzir o motivo em 1:1, de modo que ' +
        'uma moeda pequena preenche o sensor inteiro. A nitidez excepcional de ponta a ponta também faz ' +
        'dela uma ótima escolha para retratos e fotografia de produtos.',
    },
    'travel-tripod': {
      name: 'Tripé de viagem',
      short: 'Fechado, fica pequeno e leve; aberto, fica alto e firme onde quer que a luz esteja perfeita.',
      description:
        'Pernas que se dobram em volta da cabeça, tubos leves de alumínio ou fibra de carbono e travas ' +
        'rápidas tornam o tripé de viagem fácil de guardar na mala e rápido de montar. Use-o para pores ' +
        'do sol, cidades à noite, longas exposições e fotos em grupo com o temporizador.',
    },
    'video-monopod': {
      name: 'Monopé para vídeo',
      short: 'Movimentos de câmera estáveis e fluidos, com liberdade para mudar de posição em segundos.',
      description:
        'Uma cabeça fluida e uma pequena base dobrável permitem que o monopé para vídeo fique em pé ' +
        'sozinho enquanto você faz pans e tilts suaves. Ele sustenta o peso da câmera em eventos, ' +
        'casamentos e esportes, onde um tripé completo só atrapalharia.',
    },
    'camera-gimbal': {
      name: 'Gimbal para câmera',
      short: 'Estabilização motorizada para imagens suaves e cinematográficas em movimento.',
      description:
        'Três motores brushless compensam cada solavanco e tremida, e as tomadas caminhando, em órbita ' +
        'ou de revelação parecem feitas em um dolly. Dimensionado para câmeras mirrorless e DSLR, ' +
        'oferece modos de acompanhamento, balanceamento rápido e controle por aplicativo para movimentos ' +
        'criativos.',
    },
    'phone-gimbal': {
      name: 'Gimbal para smartphone',
      short:
        'Transforme o celular em um equipamento de vídeo estável, com rastreamento de motivo, que dobra ' +
        'e cabe no bolso.',
      description:
        'Um gimbal de três eixos mantém o celular nivelado e estável enquanto você anda, corre ou faz um ' +
        'pan, para vídeos com cara muito mais profissional. Rastreamento de motivo, modos de time-lapse ' +
        'e movimentos criativos com um toque no aplicativo deixam vlogs e vídeos de viagem muito fáceis.',
    },
    'camera-battery': {
      name: 'Bateria recarregável para câmera',
      short: 'Uma bateria reserva na bolsa e você nunca perde a última foto do dia.',
      description:
        'Células de íon-lítio com circuitos de proteção integrados fornecem energia estável e informam à ' +
        'câmera a carga restante. Verifique se a bateria é compatível com o seu modelo de câmera; muitas ' +
        'carregam por USB na própria câmera ou em um carregador dedicado.',
    },
    'battery-grip': {
      name: 'Grip de bateria',
      short: 'Dobre a autonomia e ganhe uma empunhadura confortável para fotografar na vertical.',
      description:
        'O grip de bateria se encaixa na base da câmera e comporta uma ou duas baterias extras. Um ' +
        'segundo disparador e controles próprios tornam a fotografia na vertical tão natural quanto na ' +
        'horizontal, e o volume extra equilibra as lentes longas.',
    },
    'camera-strap': {
      name: 'Alça para câmera',
      short: 'Transporte confortável e de ajuste rápido, que mantém a câmera segura e pronta.',
      description:
        'Alças acolchoadas ou de tecido distribuem o peso pelo pescoço ou ombro, enquanto os conectores ' +
        'de engate rápido permitem alternar entre uso no pescoço, a tiracolo ou no pulso em segundos. ' +
        'Materiais resistentes e fixações seguras protegem o seu equipamento em longos dias fora de ' +
        'casa.',
    },
    'capture-clip': {
      name: 'Clipe de câmera para cinto',
      short: 'Leve a câmera na alça da mochila ou no cinto e saque-a em um instante.',
      description:
        'Um clipe robusto se prende à alça da mochila ou ao cinto, e uma placa de engate rápido na rosca ' +
        'de tripé da câmera a mantém firme no lugar. Trilheiros, viajantes e fotógrafos de eventos ficam ' +
        'com as mãos livres e a câmera pronta, sem forçar o pescoço.',
    },
    'mini-drone': {
      name: 'Minidrone com câmera',
      short:
        'Do tamanho da palma da mão, dobrável e fácil de pilotar, com câmera estabilizada para vistas ' +
        'aéreas incríveis.',
      description:
        'Minidrones leves se dobram até o tamanho de um celular e, em muitas regiões, entram na ' +
        'categoria de registro mais leve. Câmera estabilizada, posicionamento por GPS, retorno ' +
        'automático à base e modos de voo inteligentes facilitam as tomadas cinematográficas, mesmo para ' +
        'quem pilota pela primeira vez. Sempre confira as regras de voo locais.',
    },
    'pro-camera-drone': {
      name: 'Drone profissional com câmera',
      short: 'Uma câmera de sensor grande no céu, com longo tempo de voo e detecção de obstáculos robusta.',
      description:
        'Drones profissionais levam sensores maiores, muitas vezes com várias câmeras e perfis de vídeo ' +
        'de alto bitrate adequados à correção de cor. Detecção omnidirecional, transmissão de longo ' +
        'alcance e resistência ao vento permitem que cineastas, topógrafos e inspetores trabalhem com ' +
        'confiança.',
    },
    'fpv-drone': {
      name: 'Drone FPV',
      short: 'Voe do assento do piloto com imagens em primeira pessoa imersivas e em alta velocidade.',
      description:
        'Os drones FPV (visão em primeira pessoa) transmitem vídeo ao vivo para os óculos, para que você ' +
        'passe por vãos estreitos, persiga carros e mergulhe em penhascos. Os modos de voo manuais ' +
        'recompensam a prática, enquanto os modos assistidos e a frenagem de emergência ajudam os ' +
        'iniciantes a decolar com segurança.',
    },
    'fpv-goggles': {
      name: 'Óculos FPV',
      short: 'Vídeo nítido e de baixa latência diante dos olhos, para uma imersão total no voo.',
      description:
        'Os óculos FPV combinam microdisplays brilhantes, lentes ajustáveis e um receptor de baixa ' +
        'latência para mostrar exatamente o que o drone vê. Verifique se os óculos usam o mesmo sistema ' +
        'de transmissão de vídeo do seu drone; muitos também gravam as imagens e oferecem rastreamento ' +
        'de cabeça.',
    },
    'action-camera': {
      name: 'Câmera de ação',
      short: "Pequena, resistente e à prova d'água, com estabilização que deixa cada aventura suave.",
      description:
        'As câmeras de ação gravam vídeo em alta resolução e alta taxa de quadros presas a capacetes, ' +
        'guidões, pranchas de surfe e suportes de peito. Estabilização eletrônica, corpo robusto à prova ' +
        "d'água e suportes de engate rápido as deixam prontas para bike, mergulho, esqui e vlogs do dia " +
        'a dia.',
    },
    'camera-360': {
      name: 'Câmera 360°',
      short: 'Capture tudo ao seu redor e escolha o ângulo perfeito depois.',
      description:
        'Duas lentes ultra grande angulares opostas gravam uma esfera completa, que o aplicativo une em ' +
        'uma foto ou vídeo 360 graus sem emendas. Depois, reenquadre em um vídeo plano comum, esconda o ' +
        'bastão de selfie automaticamente ou compartilhe tours virtuais imersivos e conteúdo de ' +
        'realidade virtual.',
    },
    speedlight: {
      name: 'Flash speedlight',
      short: 'Luz portátil e potente que vai na sua câmera e acompanha você aonde for fotografar.',
      description:
        'Um flash de sapata com exposição automática TTL, cabeça inclinável e giratória e reciclagem ' +
        'rápida, feito para eventos, retratos e ambientes internos. Rebata a luz no teto para um ' +
        'resultado suave ou dispare-o fora da câmera com um rádio flash para um visual mais criativo.',
    },
    'studio-strobe': {
      name: 'Flash de estúdio',
      short: 'Potência de flash de verdade e cor consistente para retratos, produtos e moda.',
      description:
        'Uma tocha monobloco para estúdio ou externas, com muito mais potência que um flash de sapata e ' +
        'lâmpada de modelagem para pré-visualizar a luz. O encaixe aceita softboxes, sombrinhas e ' +
        'refletores, e os ajustes precisos de potência facilitam repetir a mesma configuração foto após ' +
        'foto.',
    },
    'led-panel': {
      name: 'Painel de LED para vídeo',
      short: 'Luz contínua suave e sem cintilação, que mostra o resultado enquanto você fotografa.',
      description:
        'Um painel de LED plano com brilho e temperatura de cor ajustáveis, tão à vontade em ' +
        'entrevistas, lives e videochamadas quanto na fotografia. Funciona na tomada ou com baterias, ' +
        'não esquenta ao toque e se monta em segundos em um tripé de iluminação ou sapata fria.',
    },
    'rgb-tube-light': {
      name: 'Bastão de LED RGB',
      short: 'Qualquer cor, qualquer efeito: luz criativa em um bastão fino que cabe em uma mão.',
      description:
        'Um bastão de LED a bateria com cores RGB completas, luz branca ajustável e efeitos integrados ' +
        'como sirene de polícia, fogo e relâmpago. Use-o como luz prática dentro do quadro, luz de ' +
        'cabelo ou acento colorido no fundo, e controle vários bastões ao mesmo tempo por um aplicativo ' +
        'no celular.',
    },
    softbox: {
      name: 'Softbox',
      short: 'Transforma a luz dura do flash ou do LED em uma iluminação suave e favorável.',
      description:
        'Um modificador de luz dobrável cujo difusor espalha a luz de forma uniforme e suaviza as ' +
        'sombras em rostos e produtos. Dobra-se totalmente para o transporte, prende-se à luz com um ' +
        'anel adaptador e aceita uma colmeia de tecido para controlar o vazamento de luz.',
    },
    'light-stand': {
      name: 'Tripé de iluminação',
      short: 'Uma base firme e ajustável para luzes, modificadores e fundos.',
      description:
        'Um tripé telescópico com pernas bem abertas e um pino padrão que sustenta flashes, painéis de ' +
        'LED e softboxes na altura certa. Leve e estável, fecha-se em tamanho pequeno para trabalhos ' +
        'externos, e um saco de areia nas pernas dá segurança extra ao ar livre.',
    },
    'shotgun-mic': {
      name: 'Microfone shotgun',
      short: 'Som claro e focado de onde quer que você aponte.',
      description:
        'Um microfone direcional que rejeita boa parte do ruído vindo das laterais e de trás, para que ' +
        'as vozes e o que estiver à frente cheguem limpos. Monte-o na sapata da câmera ou em uma vara ' +
        'boom e use um protetor de vento ao gravar ao ar livre.',
    },
    'wireless-mic': {
      name: 'Sistema de microfone sem fio',
      short: 'Transmissores de lapela para diálogos limpos em qualquer lugar, sem nenhum cabo.',
      description:
        'Transmissores compactos se prendem à roupa e enviam o áudio para um receptor na câmera, no ' +
        'celular ou no computador. Ideais para vlogs, entrevistas e gravações na correria, deixam os ' +
        'apresentadores se moverem com naturalidade enquanto você se concentra na imagem.',
    },
    'anc-headphones': {
      name: 'Fone de ouvido com cancelamento de ruído',
      short: 'Isole-se do mundo e aproveite música, chamadas e voos em paz.',
      description:
        'Fones de ouvido over-ear sem fio com cancelamento ativo de ruído, que abafa motores, trânsito e ' +
        'conversas do escritório. As almofadas macias garantem conforto por horas, o modo de ' +
        'transparência deixa você ouvir o ambiente quando necessário e os microfones embutidos cuidam ' +
        'das chamadas.',
    },
    'studio-headphones': {
      name: 'Fone de ouvido de estúdio',
      short: 'Som fiel e detalhado para gravar, mixar e editar.',
      description:
        'Fones com fio ajustados para uma resposta plana e precisa, para você ouvir a gravação como ela ' +
        'realmente é, e não uma versão embelezada. O design fechado impede que o som vaze para os ' +
        'microfones, e a construção robusta aguenta o uso diário no estúdio.',
    },
    'true-wireless-earbuds': {
      name: 'Fones de ouvido true wireless',
      short: 'Som de bolso que vai a todo lugar com você, sem fio nenhum.',
      description:
        'Fones intra-auriculares sem fio minúsculos que se conectam ao celular assim que você abre o ' +
        'estojo, que também os recarrega em qualquer lugar. Controles por toque cuidam da música e das ' +
        'chamadas, e muitos modelos trazem cancelamento de ruído e ponteiras de vários tamanhos para um ' +
        'encaixe firme e confortável.',
    },
    'sport-earbuds': {
      name: 'Fones de ouvido esportivos',
      short: 'Encaixe firme e resistente ao suor, que acompanha todos os seus treinos.',
      description:
        'Fones sem fio feitos para corrida, academia e treino ao ar livre, com ganchos ou aletas que ' +
        'ficam no lugar mesmo em movimentos intensos. O design resistente a suor e água não se abala com ' +
        'chuva nem treinos pesados, e o modo ambiente mantém você atento ao trânsito na rua.',
    },
    'flagship-phone': {
      name: 'Smartphone topo de linha',
      short: 'Desempenho de ponta, câmeras de nível profissional e uma tela deslumbrante em um só aparelho.',
      description:
        'Um celular topo de linha com tela OLED de alta taxa de atualização, sistema de várias câmeras ' +
        'com zoom teleobjetivo e um processador que roda jogos e edição de vídeo sem esforço. Materiais ' +
        'premium, carregamento rápido e atualizações de software por muitos anos fazem dele um aparelho ' +
        'feito para durar.',
    },
    'midrange-phone': {
      name: 'Smartphone intermediário',
      short: 'Tudo o que você espera de um smartphone, por um preço que faz sentido.',
      description:
        'Um celular equilibrado, com tela grande e brilhante, uma câmera principal competente e bateria ' +
        'que aguenta tranquilamente um dia inteiro. Mensagens, streaming, redes sociais e jogos casuais ' +
        'rodam com fluidez, o que faz dele uma escolha inteligente para o dia a dia.',
    },
    'book-foldable': {
      name: 'Smartphone dobrável tipo livro',
      short: 'Um celular no bolso que se abre e vira um tablet nas mãos.',
      description:
        'Um celular dobrável com tela externa de tamanho normal e uma grande tela interna que se abre ' +
        'como um livro. Use dois ou três aplicativos lado a lado, leia documentos e edite fotos na tela ' +
        'grande, depois feche-o para usar com uma mão só em qualquer lugar.',
    },
    'flip-foldable': {
      name: 'Smartphone dobrável tipo flip',
      short: 'Um smartphone de tamanho normal que se dobra ao meio e cabe em qualquer bolso.',
      description:
        'Um celular flip compacto com uma tela dobrável alta e uma pequena tela externa para ' +
        'notificações, respostas rápidas e selfies com a câmera principal. Dobre-o pela metade e apoie-o ' +
        'na mesa para videochamadas ou fotos sem usar as mãos, sem precisar de tripé.',
    },
    'magsafe-charger': {
      name: 'Carregador sem fio magnético',
      short: 'Encoste o celular e ele começa a carregar, sempre perfeitamente alinhado.',
      description:
        'Um carregador sem fio com ímãs embutidos que prendem os celulares compatíveis exatamente no ' +
        'ponto certo para uma carga eficiente. Deixe-o na mesa ou na mesa de cabeceira e pegue o celular ' +
        'sempre que precisar, sem ficar brigando com cabos.',
    },
    'phone-lens-kit': {
      name: 'Kit de lentes para smartphone',
      short: 'Acrescente grande angular, macro e mais à câmera que está sempre com você.',
      description:
        'Um conjunto de lentes de clipe ou de encaixe que amplia o que a câmera do celular consegue ' +
        'fazer, de amplas vistas em grande angular a closes em macro. As lentes de vidro se encaixam em ' +
        'segundos e cabem em um pequeno estojo, ideais para viagens, fotos de comida e fotografia de ' +
        'natureza.',
    },
    'creator-laptop': {
      name: 'Notebook para criadores',
      short: 'Potência de desktop para foto, vídeo e 3D, aonde quer que você vá.',
      description:
        'Um notebook de alto desempenho com processador potente, placa de vídeo robusta e bastante ' +
        'memória para editar arquivos RAW, vídeo 4K e cenas 3D. A tela com cores precisas e portas ' +
        'rápidas para unidades externas e acessórios o transformam em um estúdio móvel completo.',
    },
    ultrabook: {
      name: 'Notebook fino e leve',
      short: 'Bateria para o dia todo em um notebook tão fino e leve que você mal percebe na mochila.',
      description:
        'Um notebook fino e leve feito para trabalho, estudo e viagens, com tela nítida, teclado ' +
        'confortável e desempenho silencioso e eficiente. Liga instantaneamente, carrega por USB-C e dá ' +
        'conta de documentos, navegação e videochamadas com facilidade.',
    },
    'pro-tablet': {
      name: 'Tablet profissional',
      short: 'Um tablet com potência de notebook para desenhar, editar e trabalhar a sério.',
      description:
        'Um tablet topo de linha com tela grande e fluida, processador potente e suporte a caneta de ' +
        'precisão e capa com teclado. Desenhe, retoque fotos, edite vídeos ou faça anotações em ' +
        'reuniões, depois tire o teclado e relaxe no sofá com um filme.',
    },
    'everyday-tablet': {
      name: 'Tablet para o dia a dia',
      short: 'Uma tela grande e fácil de usar para streaming, leitura e videochamadas em casa.',
      description:
        'Um tablet acessível com tela nítida, alto-falantes estéreo e bateria de longa duração, feito ' +
        'para filmes, e-books, receitas e lição de casa. Leve o bastante para segurar por horas, é fácil ' +
        'de compartilhar com toda a família.',
    },
    'photo-monitor': {
      name: 'Monitor para edição de fotos',
      short: 'Cores fiéis à realidade, para que suas impressões e posts fiquem exatamente como você imaginou.',
      description:
        'Um monitor de alta resolução com gama de cores ampla e calibração de fábrica, feito para ' +
        'fotógrafos e designers que precisam de cores precisas. Brilho uniforme em todo o painel e ' +
        'suporte a calibração ajudam você a avaliar cada tom e cada sombra com segurança.',
    },
    'compact-desktop': {
      name: 'Computador desktop compacto',
      short: 'Desempenho de desktop completo em uma caixa pequena o bastante para ficar ao lado do monitor.',
      description:
        'Um desktop de formato compacto com desempenho rápido e silencioso para trabalho de escritório, ' +
        'edição de fotos e entretenimento em casa, sem tomar conta da mesa. Muitas portas conectam ' +
        'monitores, unidades e acessórios, e ele consome só uma fração da energia de um gabinete torre ' +
        'completo.',
    },
    smartwatch: {
      name: 'Smartwatch',
      short: 'Notificações, monitoramento de saúde e pagamentos por aproximação, direto no pulso.',
      description:
        'Um relógio com tela sensível ao toque brilhante que se conecta ao celular para mostrar ' +
        'mensagens, chamadas e aplicativos num relance. Sensores integrados monitoram frequência ' +
        'cardíaca, sono e exercícios, e as pulseiras intercambiáveis deixam o visual mais elegante ou ' +
        'mais esportivo.',
    },
    'outdoor-watch': {
      name: 'Relógio GPS outdoor',
      short: 'Navegação robusta e duradoura para trilhas, cumes e águas abertas.',
      description:
        'Um relógio resistente com GPS multibanda, mapas topográficos e uma bateria que dura dias ou até ' +
        'semanas entre as recargas. Caixa reforçada, vidro resistente a riscos e resistência à água o ' +
        'deixam pronto para caminhadas, trail running, escalada e natação.',
    },
    'fitness-band': {
      name: 'Pulseira fitness',
      short: 'Um monitor fino de passos, sono e frequência cardíaca que você mal sente no pulso.',
      description:
        'Uma pulseira compacta que registra atividade diária, treinos e qualidade do sono 24 horas por ' +
        'dia e sincroniza tudo com um aplicativo no celular. Com bateria que dura bem mais de uma semana ' +
        'e design resistente à água, pode ficar no pulso dia e noite, até no banho.',
    },
    'smart-ring': {
      name: 'Anel inteligente',
      short: 'Dados de sono, recuperação e frequência cardíaca em um anel para usar o dia todo.',
      description:
        'Um anel leve repleto de sensores que monitoram as fases do sono, a frequência cardíaca, a ' +
        'temperatura da pele e a atividade diária, sem tela para distrair você. O acabamento liso e ' +
        'resistente à água é confortável 24 horas por dia, e o aplicativo transforma os dados em ' +
        'pontuações diárias simples.',
    },
    'camera-backpack': {
      name: 'Mochila para câmera',
      short: 'Leve câmera, lentes e notebook com conforto, aonde quer que o trabalho leve você.',
      description:
        'Divisórias acolchoadas e ajustáveis protegem uma câmera e várias lentes, enquanto um ' +
        'compartimento separado acomoda um notebook ou tablet. O acesso lateral e pelas costas permite ' +
        'pegar o equipamento rapidamente, e alças acolchoadas, tecido resistente ao tempo e uma fita ' +
        'para tripé facilitam os longos dias em campo.',
    },
    'roller-bag': {
      name: 'Mala de rodinhas para câmera',
      short: 'Leve um kit completo por aeroportos e até a locação sem carregar o peso.',
      description:
        'Uma mala com rodinhas suaves, alça telescópica e interior acolchoado que acomoda dois corpos, ' +
        'uma série de lentes e acessórios. Muitos tamanhos atendem aos limites mais comuns de bagagem de ' +
        'mão, e zíperes com cadeado e casco reforçado protegem o equipamento valioso em trânsito.',
    },
    'sling-bag': {
      name: 'Bolsa sling para câmera',
      short: 'Gire para a frente e fotografe: uma bolsa compacta para um corpo e uma ou duas lentes.',
      description:
        'Usada atravessada no corpo, a bolsa sling gira para a frente para você alcançar a câmera sem ' +
        'tirá-la. Comporta uma mirrorless com uma ou duas lentes e pequenos itens essenciais, ideal para ' +
        'fotografia de rua, viagens curtas pela cidade e uso diário.',
    },
    'shoulder-bag': {
      name: 'Bolsa de ombro para câmera',
      short: 'Uma bolsa clássica estilo carteiro, que mantém o equipamento por perto e combina com qualquer lugar.',
      description:
        'Uma bolsa de ombro acolchoada com aba superior e zíper de acesso rápido para trocar de lente em ' +
        'movimento. Divisórias removíveis acomodam uma câmera com duas ou três lentes, bolsos externos ' +
        'guardam baterias, cartões e celular, e o visual discreto não denuncia que há equipamento ' +
        'fotográfico dentro.',
    },
    'hard-case': {
      name: 'Maleta rígida para equipamentos',
      short: 'Proteção à prova de impacto e de água para equipamentos que precisam chegar inteiros.',
      description:
        'Um casco de polímero moldado, tampa com vedação e fechos robustos protegem câmeras, lentes e ' +
        'drones contra quedas, poeira e chuva. O interior de espuma personalizável ou com divisórias ' +
        'mantém cada item no lugar, e uma válvula automática de pressão a torna adequada para viagens de ' +
        'avião.',
    },
    'camera-insert': {
      name: 'Divisória acolchoada para câmera',
      short: 'Transforme qualquer mochila ou bolsa em uma bolsa para câmera em segundos.',
      description:
        'Uma caixa acolchoada com divisórias ajustáveis que entra na sua bolsa do dia a dia para ' +
        'acomodar uma câmera e um par de lentes. Quando a câmera fica em casa, é só tirá-la e sua bolsa ' +
        'favorita volta ao normal, sem precisar de uma segunda bolsa.',
    },
    'sd-card': {
      name: 'Cartão de memória SD',
      short: 'Armazenamento rápido e confiável para fotos e vídeo 4K em câmeras, drones e muito mais.',
      description:
        'Um cartão de memória UHS com velocidades de gravação sustentadas que acompanham rajadas de ' +
        'fotos e vídeo de alto bitrate. Foi feito para resistir a água, temperaturas extremas, impactos ' +
        'e raios X, e vem em capacidades para tudo, de uma viagem de fim de semana a uma produção ' +
        'completa.',
    },
    'cfexpress-card': {
      name: 'Cartão CFexpress',
      short: 'Velocidade de nível profissional para rajadas em alta resolução e vídeo RAW.',
      description:
        'Baseados na interface PCIe, os cartões CFexpress leem e gravam várias vezes mais rápido que os ' +
        'SD, então o buffer se esvazia quase instantaneamente e vídeos 8K ou RAW são gravados sem perda ' +
        'de quadros. Uma carcaça robusta e um projeto térmico cuidadoso mantêm o desempenho estável ' +
        'durante longas sessões de gravação.',
    },
    'portable-ssd': {
      name: 'SSD portátil',
      short: 'Armazenamento de bolso que move enormes bibliotecas de fotos e vídeos em minutos.',
      description:
        'Uma unidade de estado sólido compacta que se conecta por USB-C e transfere dados muitas vezes ' +
        'mais rápido que um HD tradicional. Use-a para fazer backup dos trabalhos na estrada, editar ' +
        'vídeos direto da unidade ou gravar diretamente de câmeras e celulares compatíveis com ' +
        'armazenamento externo.',
    },
    'rugged-ssd': {
      name: 'SSD portátil robusto',
      short: 'Armazenamento externo rápido que não se abala com quedas, poeira ou chuva.',
      description:
        'Armazenamento flash rápido envolto em uma carcaça que absorve impactos, com classificação IP ' +
        'contra poeira e água, para que as imagens fiquem seguras em expedições, sets de filmagem e ' +
        'canteiros de obras. A criptografia por hardware e o passador para mosquetão dão mais segurança ' +
        'e o mantêm sempre à mão.',
    },
    'card-reader': {
      name: 'Leitor de cartões de memória',
      short: 'Descarregue seus cartões em velocidade máxima direto no notebook, tablet ou celular.',
      description:
        'Um leitor USB-C compacto com entradas para os formatos de cartão mais comuns, projetado para ' +
        'acompanhar a velocidade dos cartões modernos em vez de limitá-los. O pequeno corpo de alumínio ' +
        'cabe em qualquer bolsa e facilita backups rápidos depois de cada sessão.',
    },
    'usb-flash-drive': {
      name: 'Pen drive USB',
      short: 'Armazenamento do tamanho de um chaveiro para arquivos, apresentações e backups rápidos.',
      description:
        'Um pen drive minúsculo e resistente com conector USB-A ou USB-C, muitas vezes os dois, para ' +
        'funcionar com computadores, tablets e celulares. É a forma mais simples de passar fotos ' +
        'adiante, levar documentos ou guardar uma cópia extra de arquivos importantes.',
    },
    'smart-speaker': {
      name: 'Caixa de som inteligente',
      short: 'Som que enche o ambiente, com um assistente de voz pronto para ajudar.',
      description:
        'Ouça música, podcasts e rádio por Wi-Fi ou Bluetooth e depois pergunte a previsão do tempo, ' +
        'programe timers ou controle as luzes sem usar as mãos. Combine duas para som estéreo ou espalhe ' +
        'várias pela casa para áudio multiroom.',
    },
    soundbar: {
      name: 'Soundbar',
      short: 'Som de cinema a partir de uma única barra fina embaixo da TV.',
      description:
        'A soundbar substitui os alto-falantes fraquinhos da TV com diálogos claros, estéreo mais amplo ' +
        'e graves mais profundos, e muitas também suportam formatos de áudio surround e 3D. Ela se ' +
        'conecta com um único cabo HDMI, para que o controle remoto da TV a comande, e é possível ' +
        'acrescentar um subwoofer ou caixas traseiras depois.',
    },
    'streaming-box': {
      name: 'Player de streaming',
      short: 'Transforme qualquer TV em smart TV com todos os seus aplicativos de streaming favoritos.',
      description:
        'Conecte-o a uma porta HDMI para assistir a filmes, séries e esportes ao vivo em até 4K com HDR ' +
        'e som imersivo. Um controle remoto com comando de voz ajuda a achar rapidamente o que assistir, ' +
        'e o processador rápido mantém os menus fluidos, mesmo em TVs mais antigas.',
    },
    projector: {
      name: 'Projetor doméstico',
      short: 'Imagem de tela grande em qualquer parede, para noites de cinema e dias de jogo.',
      description:
        'Um projetor compacto que projeta uma imagem nítida de 100 polegadas ou mais, com aplicativos de ' +
        'streaming e alto-falantes integrados para funcionar assim que sai da caixa. O foco automático e ' +
        'a correção trapezoidal automática endireitam a imagem em segundos, seja em uma estante ou no ' +
        'quintal.',
    },
    'item-tracker': {
      name: 'Rastreador Bluetooth',
      short: 'Nunca mais perca suas chaves, sua bolsa ou seu equipamento fotográfico.',
      description:
        'Uma pequena etiqueta que se prende a chaves, malas ou à bolsa da câmera e mostra a localização ' +
        'em um mapa no aplicativo do celular. Faça-a tocar quando estiver por perto e, quando estiver ' +
        'fora de alcance, uma rede de celulares próximos ajuda você a encontrá-la de forma anônima; a ' +
        'bateria substituível dura cerca de um ano.',
    },
    'smart-display': {
      name: 'Smart display',
      short: 'Uma tela controlada por voz para receitas, videochamadas e sua casa inteligente.',
      description:
        'Uma tela sensível ao toque com assistente de voz, alto-falante e câmera integrados, feita para ' +
        'a bancada da cozinha ou a mesa de cabeceira. Siga receitas passo a passo, faça videochamadas, ' +
        'veja quem está na porta e controle luzes e aquecimento de um só lugar; quando ocioso, ele exibe ' +
        'suas fotos como um porta-retratos digital.',
    },
  },
  variants: {
    'body-only': 'Somente corpo',
    'kit-24-105': 'com lente kit 24–105 mm',
    'kit-standard-zoom': 'com lente zoom padrão do kit',
    'lens-only': 'Somente lente',
    'lens-uv-filter': 'com filtro UV de proteção',
    black: 'Preto',
    silver: 'Prata',
    white: 'Branco',
    'midnight-blue': 'Azul meia-noite',
    'sage-green': 'Verde-sálvia',
    'pastel-blue': 'Azul pastel',
    'blossom-pink': 'Rosa cerejeira',
    'natural-titanium': 'Titânio natural',
    'black-titanium': 'Titânio preto',
    'ring-size-9': 'Tamanho 9',
    'ring-size-10': 'Tamanho 10',
    'ring-size-11': 'Tamanho 11',
    aluminium: 'Alumínio',
    'carbon-fibre': 'Fibra de carbono',
    standard: 'Padrão',
    'fly-more-combo': 'Fly More Combo',
    'fly-more-combo-plus': 'Fly More Combo Plus',
    'creator-bundle': 'Kit para criadores',
    'mic-1tx': '1 transmissor + receptor',
    'mic-2tx': '2 transmissores + receptor',
    'film-single': 'Pacote simples (10 fotos)',
    'film-twin': 'Pacote duplo (20 fotos)',
    'pack-single': 'Unidade',
    'pack-2': 'Pacote com 2',
    'pack-4': 'Pacote com 4',
    'mount-canon': 'para Canon',
    'mount-nikon': 'para Nikon',
    'mount-sony': 'para Sony',
    'mount-fujifilm': 'para Fujifilm',
    'storage-128gb': '128 GB',
    'storage-256gb': '256 GB',
    'storage-512gb': '512 GB',
    'storage-1tb': '1 TB',
    'ram16-ssd512': '16 GB RAM / 512 GB SSD',
    'ram24-ssd1tb': '24 GB RAM / 1 TB SSD',
    'ram32-ssd1tb': '32 GB RAM / 1 TB SSD',
    'card-64gb': '64 GB',
    'card-128gb': '128 GB',
    'card-256gb': '256 GB',
    'card-512gb': '512 GB',
    'ssd-1tb': '1 TB',
    'ssd-2tb': '2 TB',
    'ssd-4tb': '4 TB',
  },
  brands: {
    canon: 'Empresa japonesa de imagem por trás do sistema de câmeras EOS e da linha de lentes RF.',
    nikon:
      'Mais de um século de óptica em Tóquio: câmeras mirrorless com baioneta Z, lentes NIKKOR e DSLRs ' + 'lendárias.',
    sony:
      'Fabricante das câmeras mirrorless Alpha e dos sensores de imagem presentes em muitas outras, ' +
      'além de fones de ouvido renomados.',
    fujifilm:
      'A herança do filme em versão digital: câmeras X Series e GFX com as famosas simulações de ' +
      'filme, e as fotos instantâneas instax.',
    panasonic:
      'Suas câmeras LUMIX são queridinhas de quem faz vídeo, com corpos full frame L-Mount e Micro Four Thirds.',
    'om-system':
      'A sucessora das câmeras Olympus: equipamento Micro Four Thirds compacto e vedado contra ' +
      'intempéries, feito para natureza e viagens.',
    leica: 'O nome alemão por trás da câmera 35 mm, conhecido por corpos acabados à mão e lentes excepcionais.',
    sigma:
      'Fabricante independente de lentes de Aizu, no Japão, cujas linhas Art, Contemporary e Sports ' +
      'servem na maioria das baionetas.',
    tamron:
      'Especialista japonesa em óptica, famosa por lentes zoom leves, nítidas e acessíveis para ' +
      'câmeras mirrorless.',
    dji:
      'Empresa de Shenzhen que popularizou a fotografia aérea e hoje também fabrica gimbals, câmeras ' +
      'de ação e microfones sem fio.',
    godox:
      'Marca de iluminação cujo sistema de flash sem fio e luzes de LED viraram padrão nos estúdios, a ' +
      'preços justos.',
    manfrotto:
      'Fabricante italiana de tripés, cabeças, tripés de iluminação e bolsas, projetados no sopé dos ' +
      'Alpes vênetos desde 1972.',
    'peak-design':
      'Marca de San Francisco de bolsas, alças, clipes e tripés de viagem pensados nos mínimos ' +
      'detalhes, com garantia vitalícia.',
    sandisk: 'Pioneira da memória flash, cujos cartões Extreme e Extreme PRO estão em inúmeras bolsas de fotógrafos.',
    rode: 'Fabricante australiana de microfones de Sydney, de confiança de cineastas, podcasters e streamers.',
    apple: 'Criadora do iPhone, do Mac e do iPad, aparelhos que funcionam juntos nas fotos, na música e em casa.',
    samsung:
      'Gigante coreana de eletrônicos por trás dos celulares Galaxy, dos dobráveis, dos vestíveis, de ' +
      'SSDs rápidos e de cartões de memória.',
    gopro: 'A marca californiana que inventou a câmera de ação robusta e fácil de prender em qualquer lugar.',
    insta360:
      'Fabricante de Shenzhen de câmeras 360°, minúsculas câmeras vestíveis e gimbals para celular com ' +
      'rastreamento por IA.',
    lowepro:
      'Pioneira das bolsas para câmera com raízes nas montanhas do Colorado, conhecida por mochilas ' +
      'resistentes e bem acolchoadas.',
  },
  shops: {
    'demo-camera-house': 'A loja demo principal de câmeras, lentes e tudo o que vai nelas ou ao redor delas.',
    'lens-and-light-co':
      'Lentes e luz sob o mesmo teto: lentes fixas claras, zooms profissionais, flashes e equipamento ' +
      'de estúdio para retratistas.',
    'skyline-aerial':
      'Drones, equipamento FPV e câmeras de ação, com gimbals para manter cada tomada estável também ' +
      'em terra firme.',
    'studio-sound-supply':
      'Microfones, fones de monitoração e luzes contínuas para criadores que gravam no próprio estúdio.',
    'pocket-mobile': 'Os smartphones e dobráveis mais recentes, com os relógios, anéis e fones que combinam com eles.',
    'byte-and-pixel': 'Notebooks, tablets e monitores com cores precisas para editar fotos e vídeos em qualquer lugar.',
    'card-and-drive-depot':
      'Cartões de memória rápidos, SSDs portáteis e leitores, para nunca faltar espaço no meio da sessão.',
    'trail-and-carry':
      'Mochilas, bolsas sling e maletas rígidas para câmera, feitas para trilhas, aeroportos e tudo o ' +
      'que houver no caminho.',
    'smart-nest-home':
      'Caixas de som inteligentes, soundbars, projetores e rastreadores para uma casa conectada sem complicação.',
  },
  ads: [
    { title: 'Dias Mirrorless', subtitle: 'Até 20% de desconto em corpos de câmera selecionados' },
    { title: 'Os novos celulares chegaram', subtitle: 'Os topos de linha mais recentes, de lojas de confiança' },
    { title: 'Semana das Lentes', subtitle: 'Lentes fixas e zooms com preços especiais' },
    { title: 'Frete grátis acima de {{money:9900}}', subtitle: 'Nas lojas participantes, em todas as categorias' },
    { title: 'Temporada de drones', subtitle: 'Voe mais longe com drones novos e baterias extras' },
    { title: 'Ouça cada detalhe', subtitle: 'Fones e microfones para criadores' },
    { title: 'Nunca fique sem espaço', subtitle: 'Cartões de memória rápidos e SSDs portáteis' },
    { title: 'Pronto para a estrada', subtitle: 'Bolsas e mochilas para câmera para todas as viagens' },
    { title: 'Um smartwatch para cada pulso', subtitle: 'Acompanhe suas corridas, seu sono e suas notificações' },
    { title: 'Notebooks para criadores', subtitle: 'Edite fotos e vídeos em qualquer lugar' },
  ],
  announcements: [
    {
      title: 'Boas-vindas à Polymart, e nosso calendário de envios nos feriados',
      body:
        'Boas-vindas à Polymart! Lojas independentes de vários países vendem câmeras, lentes, drones e ' +
        'muito mais em um só lugar, e cada pagamento fica guardado com segurança até que o seu pedido ' +
        'seja concluído.\n\n' +
        'Durante os feriados, algumas lojas suspendem os envios por alguns dias. A data estimada de ' +
        'entrega exibida na finalização da compra já leva em conta o calendário de cada loja, e nossa ' +
        'equipe de suporte continua respondendo às mensagens durante todo o período de festas.',
    },
  ],
  flashDealTitle: 'Ofertas relâmpago de câmeras no fim de semana',
  blogs: {
    'choosing-your-first-mirrorless-camera': {
      title: 'Como escolher sua primeira câmera mirrorless',
      summary:
        'Tamanho do sensor, lentes, foco automático e orçamento: as quatro perguntas que mais importam ' +
        'quando você troca o celular por uma câmera mirrorless.',
      body:
        'Passar do celular para uma câmera de verdade é empolgante, e um pouco assustador. As fichas ' +
        'técnicas são enormes e toda marca diz ter o melhor foco automático. A boa notícia é que quase ' +
        'todas as câmeras mirrorless vendidas hoje tiram fotos excelentes, então a pergunta real é qual ' +
        'delas combina com o seu jeito de fotografar.\n\n' +
        'Comece pelo sensor. Os corpos full frame oferecem as imagens mais limpas com pouca luz e a ' +
        'menor profundidade de campo, mas eles e suas lentes custam mais e pesam mais. As câmeras APS-C ' +
        'são menores, mais leves e bem mais baratas, e para viagens, família e fotografia de rua são ' +
        'mais do que suficientes. O Micro Four Thirds vai ainda mais longe no tamanho, o que muitos ' +
        'videomakers apreciam.\n\n' +
        'Depois, pense nas lentes mais do que no corpo. Você provavelmente vai ficar com as lentes por ' +
        'mais tempo do que com a sua primeira câmera, então olhe para o sistema como um todo: há lentes ' +
        'fixas acessíveis, uma boa zoom de viagem e opções de outros fabricantes? Uma baioneta com boa ' +
        'variedade de lentes dá espaço para você evoluir.\n\n' +
        'Então, pegue a câmera na mão. Empunhadura, disposição dos botões e visor importam mais do que ' +
        'alguns megapixels a mais. Se puder, teste uma na loja, ou leia com atenção a política de ' +
        'devolução antes de comprar pela internet. Veja também se a tela é articulada, o que faz muita ' +
        'diferença para vlogs e ângulos baixos.\n\n' +
        'Por fim, defina um orçamento que inclua os extras: uma bateria reserva, um cartão de memória ' +
        'rápido e uma bolsa. Um corpo intermediário com uma boa lente quase sempre vai produzir fotos ' +
        'melhores do que um corpo topo de linha com uma zoom de kit barata. Compre a câmera que você vai ' +
        'realmente carregar, e saia para fotografar.',
    },
    'prime-vs-zoom-lenses': {
      title: 'Lente fixa ou zoom: qual comprar agora?',
      summary:
        'Passamos duas semanas fotografando as mesmas cenas com uma fixa de 35 mm e uma zoom 24–70 mm. ' +
        'Veja no que cada uma se sai melhor.',
      body:
        'Mais cedo ou mais tarde, todo fotógrafo enfrenta a mesma dúvida: uma lente fixa clara ou uma ' +
        'zoom versátil? Para responder com honestidade, colocamos uma fixa 35 mm f/1.8 e uma zoom 24–70 ' +
        'mm f/4 na mesma câmera e usamos as duas lado a lado durante duas semanas de fotografia de rua, ' +
        'retratos e viagem.\n\n' +
        'A fixa venceu em luz e personalidade. Em f/1.8 ela capta mais que o dobro da luz da zoom em ' +
        'f/4, o que significou ISO mais baixo em ambientes internos e um fundo lindamente desfocado nos ' +
        'retratos. Ela também é menor e mais leve, então a câmera saiu conosco em dias em que teria ' +
        'ficado em casa. Ter uma só distância focal nos obrigou a mexer os pés e pensar no ' +
        'enquadramento, e várias das nossas fotos favoritas nasceram dessa limitação.\n\n' +
        'A zoom venceu em flexibilidade. Em uma feira ou em um encontro de família, passar de uma vista ' +
        'ampla a um detalhe fechado em um segundo não tem preço, e perdemos muito menos momentos. As ' +
        'zooms modernas são impressionantemente nítidas, e a estabilização de imagem compensa boa parte ' +
        'da diferença de abertura quando o motivo está parado.\n\n' +
        'A qualidade de imagem foi mais parecida do que esperávamos. Fechadas em f/5.6, as duas lentes ' +
        'produziram arquivos nítidos e contrastados, e em impressões de até A3 não conseguimos ' +
        'diferenciá-las com segurança. As diferenças reais estavam na pouca luz, no desfoque do fundo e ' +
        'na maneira como cada lente mudou o nosso jeito de fotografar.\n\n' +
        'Nosso veredito: se você já tem uma zoom de kit, uma fixa clara de 35 mm ou 50 mm é o upgrade ' +
        'mais recompensador pelo dinheiro. Se você fotografa principalmente eventos, viagens ou vídeo e ' +
        'precisa reagir rápido, uma boa zoom padrão vai atendê-lo melhor. Muitos fotógrafos acabam com ' +
        'uma de cada, e esse não é um mau lugar para estar.',
    },
    'drone-season-rules-for-beginners': {
      title: 'Chegou a temporada de drones: as regras que todo iniciante precisa conhecer',
      summary:
        'Antes do primeiro voo, aprenda o básico que vale em quase todo lugar: registro, limites de ' +
        'altura, zonas de exclusão aérea e respeito à privacidade.',
      body:
        'Dias mais longos e tempo mais firme significam mais drones no céu, e muitos pilotos de primeira ' +
        'viagem. Voar nunca foi tão fácil graças à estabilização por GPS e aos sensores de obstáculos, ' +
        'mas as regras também ficaram mais rígidas. A regulamentação muda de país para país, então ' +
        'sempre consulte a autoridade de aviação civil do seu país antes de decolar. Os princípios ' +
        'abaixo, porém, valem em quase todo lugar.\n\n' +
        'Conheça a sua categoria de peso e faça o registro, se necessário. Em muitos países, drones com ' +
        'menos de 250 gramas entram na categoria mais leve, com menos obrigações, enquanto modelos mais ' +
        'pesados exigem registro online, uma prova teórica básica ou ambos. O número de registro ' +
        'geralmente precisa ficar visível na aeronave. Guarde a confirmação no celular caso alguém peça.\n\n' +
        'Respeite os limites de altura e distância. Um teto comum para voos recreativos é de cerca de ' +
        '120 metros (400 pés) acima do solo, e o drone deve sempre permanecer no seu campo de visão. ' +
        'Nunca sobrevoe aglomerações e mantenha uma distância segura de pessoas que não estejam ' +
        'envolvidas no voo.\n\n' +
        'Confira o mapa antes de cada voo. Aeroportos, helipontos, áreas militares, presídios e muitos ' +
        'parques nacionais têm restrições ou são proibidos para drones, e restrições temporárias podem ' +
        'surgir por causa de eventos ou emergências. A maioria dos aplicativos dos fabricantes e os ' +
        'mapas aeronáuticos oficiais mostram essas zonas; alguns drones chegam a se recusar a decolar ' +
        'dentro delas.\n\n' +
        'Por fim, pense na privacidade e no seguro. Filmar pessoas no quintal de casa ou através de ' +
        'janelas pode violar as leis de privacidade mesmo onde o voo em si é permitido. O seguro de ' +
        'responsabilidade civil contra terceiros é obrigatório em alguns países e recomendável em todos. ' +
        'Voe com responsabilidade e o céu continuará aberto para todos, e você voltará para casa com ' +
        'imagens incríveis.',
    },
    'caring-for-camera-batteries-and-memory-cards': {
      title: 'Como cuidar das baterias e dos cartões de memória da sua câmera',
      summary:
        'Alguns hábitos simples mantêm suas baterias saudáveis por anos e protegem suas fotos da temida ' +
        'mensagem de "erro no cartão".',
      body:
        'Baterias e cartões de memória são a parte menos glamourosa de qualquer equipamento, mas estão ' +
        'por trás da maioria das fotos perdidas e dos cliques que escaparam. A boa notícia é que cuidar ' +
        'deles leva só alguns minutos por semana.\n\n' +
        'As baterias de íon-lítio ficam mais felizes entre cerca de 30 e 80 por cento de carga. Se você ' +
        'não for usar uma bateria por algumas semanas, guarde-a com meia carga em um lugar fresco e ' +
        'seco, e não totalmente cheia ou totalmente vazia. Nunca deixe baterias dentro de um carro ' +
        'quente e, no frio, mantenha as reservas em um bolso interno, onde o calor do corpo faz com que ' +
        'durem mais. Compre baterias originais ou bem avaliadas: células baratas sem marca podem não ter ' +
        'circuitos de proteção adequados.\n\n' +
        'Formate os cartões de memória na câmera, não no computador, e faça isso toda vez que tiver ' +
        'copiado seus arquivos com segurança. A formatação na câmera prepara o sistema de arquivos ' +
        'exatamente como a câmera espera e reduz o risco de erros. Evite apagar imagens uma a uma na ' +
        'câmera, o que fragmenta o cartão com o tempo.\n\n' +
        'Manuseie os cartões com cuidado. Guarde-os em um estojo rígido, longe de areia e umidade, e ' +
        'nunca retire um cartão enquanto a câmera ainda estiver gravando nele; espere a luz de acesso ' +
        'apagar. Em viagens, use vários cartões menores em vez de um único enorme, para que perder ou ' +
        'danificar um deles não custe tudo.\n\n' +
        'Por fim, faça backup assim que puder. Uma rotina simples de copiar para o notebook e depois ' +
        'para um HD externo ou para a nuvem transforma um cartão perdido em um aborrecimento, e não em ' +
        'um desastre. Aposente os cartões que começaram a apresentar erros e marque as baterias gastas ' +
        'para que fiquem em casa. O seu eu do futuro, e as suas fotos, vão agradecer.',
    },
    'lighting-a-home-studio': {
      title: 'Iluminação para estúdio em casa: painéis de LED, softboxes e ring lights comparados',
      summary:
        'Montamos três kits de iluminação para iniciantes em um quarto vago e fotografamos retratos e ' +
        'produtos com cada um. Veja o que funciona com pouco dinheiro.',
      body:
        'Você não precisa de um galpão para iluminar como um profissional. Um quarto vago, alguns metros ' +
        'quadrados de parede e as luzes certas bastam para retratos, fotos de produtos e videochamadas ' +
        'muito melhores do que sob a luz do teto. Para descobrir qual abordagem serve melhor aos ' +
        'iniciantes, montamos três kits populares no mesmo quarto e usamos cada um por uma semana.\n\n' +
        'O ring light foi o mais fácil para começar. Coloque-o na frente do modelo, ligue e você tem uma ' +
        'luz chapada e uniforme, com o característico reflexo circular nos olhos. É ideal para ' +
        'maquiagem, videochamadas e vídeos curtos na vertical, mas o visual logo fica repetitivo e ele ' +
        'pouco faz para dar forma a um rosto ou a um produto.\n\n' +
        'Dois painéis de LED bicolor nos deram a maior flexibilidade. Eles não esquentam, mostram ' +
        'exatamente o que você vai obter antes de apertar o disparador e permitem ajustar o brilho e a ' +
        'temperatura de cor, do quente à luz do dia. Painéis sem difusão, porém, produzem luz dura, ' +
        'então reserve verba para difusores ou pequenas softboxes que a suavizem.\n\n' +
        'O kit de softbox com luz contínua produziu os retratos mais bonitos. Uma softbox grande de 60 a ' +
        '90 cm posicionada a 45 graus do modelo gera uma luz suave e direcional, com sombras delicadas: ' +
        'o clássico visual de estúdio. A contrapartida é o tamanho: os tripés e as softboxes ocupam ' +
        'bastante espaço no chão e levam alguns minutos para montar.\n\n' +
        'Nossa recomendação para um primeiro estúdio em casa é uma softbox grande como luz principal, um ' +
        'painel de LED como luz de preenchimento ou de fundo e um rebatedor branco barato. Acrescente ' +
        'cortinas blackout para que a luz do dia não altere as suas cores durante a sessão, e sempre ' +
        'iguale a temperatura de cor das suas luzes. Comece simples, aprenda como uma luz se comporta e ' +
        'só acrescente outras quando souber o que está faltando.',
    },
    'travel-photography-packing-list': {
      title: 'A lista de bagagem do fotógrafo viajante: o que levar e o que deixar em casa',
      summary:
        'Viaje leve, fotografe mais. Um checklist prático de equipamento fotográfico para as suas ' +
        'viagens, da escolha das lentes aos cabos que você sempre esquece.',
      body:
        'A melhor câmera de viagem é aquela que você ainda tem vontade de carregar no décimo dia. Cada ' +
        'lente e acessório a mais acrescenta peso, atrasa você na inspeção de segurança e aumenta a ' +
        'chance de a bolsa ficar no hotel. Antes de cada viagem, espalhe tudo e pergunte sobre cada ' +
        'item: vou mesmo usar isso?\n\n' +
        'Para a maioria das viagens, um corpo e duas lentes bastam. Uma zoom versátil da grande angular ' +
        'à teleobjetiva curta dá conta de paisagens, ruas e comida, enquanto uma pequena fixa clara ' +
        'cuida das noites, dos interiores e dos retratos. Se vida selvagem estiver no roteiro, troque a ' +
        'fixa por uma telezoom compacta em vez de acrescentar uma terceira lente.\n\n' +
        'Em seguida vêm energia e armazenamento. Leve pelo menos duas baterias reserva, um carregador ' +
        'USB que possa recarregá-las a partir de um power bank e um adaptador de tomada universal. Leve ' +
        'mais cartões de memória do que acha que vai precisar, além de um pequeno leitor de cartões ou ' +
        'um adaptador para o celular, para poder fazer backup todas as noites.\n\n' +
        'Depois, as pequenas coisas que salvam o dia: um pano de microfibra e uma pera de ar para a ' +
        'poeira, uma capa de chuva (ou até uma simples touca de banho), um tripé de viagem leve ou um ' +
        'minitripé flexível para fotos noturnas e uma alça que você consiga usar confortavelmente o dia ' +
        'todo. Uma bolsa discreta, que não grita "tem câmera aqui dentro", chama menos atenção em ' +
        'lugares lotados.\n\n' +
        'Por fim, leve os seus objetos de valor na bagagem de mão, já que baterias de lítio geralmente ' +
        'não são permitidas na bagagem despachada, e leve notas fiscais ou uma lista dos números de ' +
        'série para a alfândega e o seguro. Se pretende voar com um drone no exterior, confira as regras ' +
        'locais antes. E deixe um pouco de espaço na bolsa: as melhores lembranças muitas vezes são as ' +
        'que você nunca planejou comprar.',
    },
  },
  policies: {
    terms: {
      title: 'Termos de Serviço',
      body:
        '## Sobre estes termos\n\n' +
        'Estes termos regem o uso da Polymart, um marketplace online em que lojas independentes vendem ' +
        'seus produtos aos compradores. Ao criar uma conta ou fazer um pedido, você concorda com eles. O ' +
        'marketplace é administrado pelos operadores da Polymart; os produtos em si são vendidos pelas ' +
        'lojas indicadas em cada página de produto.\n\n' +
        '## Sua conta\n\n' +
        'Você deve fornecer informações corretas ao se cadastrar e manter sua senha em sigilo. Você é ' +
        'responsável por todas as atividades realizadas com a sua conta. Podemos suspender ou encerrar ' +
        'contas envolvidas em fraude, abuso ou violações repetidas destes termos.\n\n' +
        '## Comprar na Polymart\n\n' +
        'Cada pedido é um contrato entre você e a loja que vende o item. Os preços podem ser exibidos em ' +
        'várias moedas; os preços convertidos são mostrados apenas como referência, e o valor cobrado é ' +
        'o confirmado na finalização da compra. As lojas são responsáveis por seus anúncios, estoque, ' +
        'envio e garantias dos produtos.\n\n' +
        '## Pagamentos e carteira\n\n' +
        'Você pode pagar com o saldo da sua carteira Polymart, com cartão bancário ou com pagamento na ' +
        'entrega, quando a loja oferecer essa opção. Os pagamentos ficam retidos pela Polymart e só são ' +
        'repassados à loja depois que o pedido é concluído, o que protege tanto compradores quanto ' +
        'vendedores. Os reembolsos são creditados na sua carteira ou no meio de pagamento original, ' +
        'conforme descrito na nossa Política de Devolução.\n\n' +
        '## Vender na Polymart\n\n' +
        'Qualquer pessoa pode se candidatar para abrir uma loja. As solicitações são analisadas pelos ' +
        'operadores da Polymart, que podem pedir informações adicionais e recusar ou suspender lojas que ' +
        'não atendam aos padrões do marketplace. Os vendedores devem cumprir a lei, descrever os ' +
        'produtos com honestidade e enviar dentro do prazo prometido. A Polymart cobra uma comissão ' +
        'sobre as vendas concluídas, conforme indicado no painel do vendedor.\n\n' +
        '## Itens e condutas proibidos\n\n' +
        'Não são permitidos produtos falsificados, bens roubados, itens que violem direitos de ' +
        'propriedade intelectual e qualquer coisa que não possa ser vendida legalmente no país de ' +
        'destino. As avaliações devem refletir experiências reais. Manipular avaliações, receber ' +
        'pagamentos fora da plataforma ou assediar outros usuários pode levar ao encerramento da sua ' +
        'conta.\n\n' +
        '## Responsabilidade e alterações\n\n' +
        'A Polymart oferece a plataforma no estado em que se encontra e não é a vendedora dos itens ' +
        'anunciados pelas lojas. Na medida permitida por lei, os operadores da Polymart não se ' +
        'responsabilizam por perdas indiretas ou consequentes. Podemos atualizar estes termos ' +
        'periodicamente; alterações significativas serão anunciadas no site antes de entrarem em vigor, ' +
        'e continuar usando a Polymart significa que você aceita os termos atualizados.',
    },
    support: {
      title: 'Ajuda e Suporte',
      body:
        '## Como podemos ajudar?\n\n' +
        'A maioria das respostas já está na sua conta: status do pedido, dados de rastreamento e ' +
        'solicitações de reembolso ficam todos em Meus pedidos. Se não encontrar o que precisa ali, ' +
        'tanto as lojas quanto a equipe de suporte da Polymart terão prazer em ajudar.\n\n' +
        '## Falar com uma loja\n\n' +
        'Para dúvidas sobre um produto, compatibilidade, estoque ou prazos de entrega, o caminho mais ' +
        'rápido é enviar uma mensagem diretamente à loja pela página do produto ou pelo seu pedido. As ' +
        'lojas procuram responder em até dois dias úteis, e toda a conversa fica vinculada ao seu ' +
        'pedido.\n\n' +
        '## Falar com o suporte da Polymart\n\n' +
        'Se uma loja não responder, ou se a sua dúvida for sobre pagamentos, sua carteira ou sua conta, ' +
        'fale com o suporte da Polymart pelo formulário de ajuda na sua conta ou pelo e-mail ' +
        'support@polymart.example. Informe o número do pedido para que possamos ajudar mais rápido. ' +
        'Respondemos em até um dia útil, de segunda a sexta-feira.\n\n' +
        '## Rastrear seu pedido\n\n' +
        'Assim que a loja envia o seu pedido, o código de rastreamento aparece na página do pedido e ' +
        'você recebe uma notificação. Os prazos de entrega dependem da localização da loja e da forma de ' +
        'envio escolhida na finalização da compra. Se o rastreamento não for atualizado por vários dias, ' +
        'fale primeiro com a loja.\n\n' +
        '## Problemas de pagamento\n\n' +
        'Se um pagamento com cartão falhar, verifique os dados do cartão e os limites do seu banco, ou ' +
        'pague com o saldo da carteira. No pagamento na entrega, tenha o valor em mãos quando o ' +
        'entregador chegar. Recargas da carteira feitas por transferência bancária são creditadas assim ' +
        'que os operadores da Polymart confirmarem o recebimento.\n\n' +
        '## Disputas\n\n' +
        'Se você e uma loja não chegarem a um acordo sobre uma devolução ou um reembolso, você pode ' +
        'pedir a intervenção dos operadores da Polymart na página da solicitação de reembolso. ' +
        'Analisamos as mensagens, fotos e informações de rastreamento fornecidas pelas duas partes e ' +
        'tomamos uma decisão final, geralmente em até cinco dias úteis.',
    },
    return: {
      title: 'Política de Devolução e Reembolso',
      body:
        '## Seu direito de devolução\n\n' +
        'Você pode solicitar uma devolução em até 7 dias após a entrega do seu pedido. A data de entrega ' +
        'é a registrada pela transportadora ou confirmada no seu pedido. Algumas lojas oferecem um prazo ' +
        'de devolução maior; nesse caso, ele aparece na página do produto.\n\n' +
        '## Como solicitar um reembolso\n\n' +
        'Abra Meus pedidos, escolha o pedido e selecione Solicitar reembolso. Diga quais itens você quer ' +
        'devolver e por quê, e anexe fotos se um item chegou danificado ou não corresponde à descrição. ' +
        'A loja analisa a sua solicitação, normalmente em até dois dias úteis, e envia as instruções de ' +
        'devolução.\n\n' +
        '## Condição dos itens devolvidos\n\n' +
        'Os itens devem ser devolvidos completos, com todos os acessórios, manuais e embalagem original, ' +
        'e nas mesmas condições em que você os recebeu. Cartões de memória abertos, fones ' +
        'intra-auriculares e licenças de software só podem ser devolvidos se apresentarem defeito. ' +
        'Remova seus dados pessoais e contas de celulares, computadores e câmeras antes de enviá-los de ' +
        'volta.\n\n' +
        '## Custos de envio da devolução\n\n' +
        'Se um item estiver com defeito, tiver sido danificado no transporte ou não corresponder à ' +
        'descrição, a loja paga o frete da devolução. Por outros motivos, como arrependimento, o ' +
        'comprador paga o frete da devolução, salvo indicação contrária da loja. Use sempre uma forma de ' +
        'envio com rastreamento e guarde o comprovante de postagem.\n\n' +
        '## Reembolsos\n\n' +
        'Depois que a loja recebe o item e confirma o seu estado, o reembolso é emitido em até três dias ' +
        'úteis. Pagamentos feitos com a carteira ou com cartão são reembolsados na carteira ou no cartão ' +
        'original; pedidos pagos na entrega são reembolsados na sua carteira Polymart. Dependendo do seu ' +
        'banco, os estornos no cartão podem levar mais alguns dias para aparecer na fatura.\n\n' +
        '## Se a sua solicitação for recusada\n\n' +
        'Se uma loja recusar a sua solicitação e você não concordar, pode pedir aos operadores da ' +
        'Polymart que a analisem. Como os pagamentos ficam retidos pela Polymart até a conclusão do ' +
        'pedido, o seu dinheiro continua protegido enquanto o caso estiver aberto.',
    },
    privacy: {
      title: 'Política de Privacidade',
      body:
        '## Quem somos\n\n' +
        'Esta política explica como os operadores da Polymart coletam e usam dados pessoais quando você ' +
        'utiliza o marketplace Polymart. As lojas que vendem na Polymart também recebem alguns dos seus ' +
        'dados para atender aos seus pedidos, e são responsáveis por tratá-los de forma adequada.\n\n' +
        '## Dados que coletamos\n\n' +
        'Coletamos as informações que você nos fornece, como nome, endereço de e-mail, telefone e ' +
        'endereços de entrega, além dos seus pedidos, solicitações de reembolso, avaliações e mensagens ' +
        'trocadas com as lojas e com o suporte. Mantemos um registro das transações da carteira e dos ' +
        'pagamentos, mas os números completos dos cartões são tratados pelos nossos provedores de ' +
        'pagamento e nunca armazenados pela Polymart. Também coletamos dados técnicos, como o seu ' +
        'dispositivo, o idioma do navegador, o endereço IP e cookies.\n\n' +
        '## Como usamos seus dados\n\n' +
        'Usamos seus dados para criar e proteger a sua conta, processar pedidos e pagamentos, organizar ' +
        'a entrega, tratar devoluções e oferecer suporte. Também os usamos para prevenir fraudes, manter ' +
        'o marketplace seguro e melhorar o nosso serviço. Só enviamos mensagens de marketing com o seu ' +
        'consentimento, e você pode cancelar a inscrição a qualquer momento.\n\n' +
        '## Compartilhamento com lojas e parceiros\n\n' +
        'Quando você faz um pedido, a loja recebe o seu nome, endereço de entrega e telefone para poder ' +
        'enviar os seus itens. Compartilhamos dados com provedores de pagamento, transportadoras e ' +
        'serviços de hospedagem apenas na medida em que precisam deles para fazer o seu trabalho. Não ' +
        'vendemos os seus dados pessoais.\n\n' +
        '## Cookies\n\n' +
        'Usamos cookies essenciais para manter você conectado e lembrar seu idioma, sua moeda e seu ' +
        'carrinho de compras. Cookies opcionais de análise, que nos ajudam a entender como o site é ' +
        'usado, só são ativados se você concordar.\n\n' +
        '## Retenção e segurança\n\n' +
        'Mantemos os seus dados enquanto a sua conta estiver ativa e, depois disso, apenas pelo tempo ' +
        'exigido por lei, por exemplo para registros contábeis. Os dados são criptografados em trânsito, ' +
        'o acesso é restrito aos funcionários que precisam deles e revisamos nossas medidas de segurança ' +
        'regularmente.\n\n' +
        '## Seus direitos\n\n' +
        'Você pode acessar, corrigir, exportar ou excluir seus dados pessoais, e se opor a determinados ' +
        'usos deles, nas configurações da sua conta ou escrevendo para privacy@polymart.example. Se ' +
        'acreditar que não tratamos seus dados adequadamente, você também tem o direito de apresentar ' +
        'uma reclamação à autoridade de proteção de dados do seu país.',
    },
    about_us: {
      title: 'Sobre a Polymart',
      body:
        '## Quem somos\n\n' +
        'A Polymart é um marketplace online que reúne lojas independentes especializadas em câmeras, ' +
        'lentes e acessórios fotográficos, além de drones, áudio, celulares, computadores, vestíveis, ' +
        'bolsas, memória e casa inteligente. Em vez de um grande depósito, somos uma comunidade de ' +
        'vendedores que conhecem seus produtos a fundo.\n\n' +
        '## Muitas lojas, um só checkout\n\n' +
        'Cada produto na Polymart é vendido por uma loja independente, de pequenas lojas especializadas ' +
        'a varejistas tradicionais. Você pode pesquisar, comparar e comprar de muitas delas em um só ' +
        'lugar, no seu idioma e na sua moeda, e finalizar tudo com um único carrinho.\n\n' +
        '## Pagamentos em que você pode confiar\n\n' +
        'O seu pagamento vai para a Polymart, e não diretamente para o vendedor. Nós o guardamos com ' +
        'segurança até a conclusão do pedido e só então pagamos a loja. Você pode pagar com a carteira ' +
        'Polymart, com cartão ou, quando a loja oferecer, na entrega. Se algo der errado, você pode ' +
        'solicitar um reembolso em até 7 dias após a entrega.\n\n' +
        '## Lojas que têm o nosso aval\n\n' +
        'Cada loja é analisada e aprovada pelos operadores da Polymart antes de começar a vender. ' +
        'Acompanhamos as avaliações, os prazos de entrega e as solicitações de reembolso, e intervimos ' +
        'quando uma loja não está à altura do padrão que os nossos compradores esperam.\n\n' +
        '## Feito para quem ama fotografar\n\n' +
        'Muitas das pessoas por trás da Polymart e das suas lojas também são fotógrafas. No nosso blog ' +
        'você encontra guias de compra, análises práticas e dicas para aproveitar melhor o seu ' +
        'equipamento.\n\n' +
        '## Junte-se a nós\n\n' +
        'Você tem uma loja de fotografia ou vende tecnologia em que acredita? Candidate-se para abrir ' +
        'uma loja pela sua conta e alcance compradores em 19 idiomas. Dúvidas sobre um pedido? Nossa ' +
        'página de Ajuda e Suporte é o melhor lugar para começar.',
    },
  },
};
