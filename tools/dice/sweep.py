#!/usr/bin/python3
"""Threshold sweep of the pip-d6 reader on the DEVELOPMENT part of real-d6 only (a Python
replica of vision/dice: detector peaks, duplicate removal, 4-turn face classification).

  /usr/bin/python3 tools/dice/sweep.py [FACES.onnx]
"""
import sys, os, cv2, numpy as np, math
sys.path.insert(0, os.path.dirname(__file__))
import realset, train
cv2.setNumThreads(1)
MODELS=os.path.join(os.path.dirname(__file__),'..','..','data','models')
det=cv2.dnn.readNetFromONNX(os.path.join(MODELS,'dice_detector.onnx'))
fnet=cv2.dnn.readNetFromONNX(sys.argv[1] if len(sys.argv)>1 else os.path.join(MODELS,'dice_faces.onnx'))
def detect(img, thr):
    h,w=img.shape[:2]; s=320/max(h,w)
    r=cv2.resize(img,(round(w*s),round(h*s)),interpolation=cv2.INTER_AREA)
    inp=np.zeros((320,320,3),np.uint8); inp[:]=[int(v) for v in cv2.mean(img)[:3]]
    inp[:r.shape[0],:r.shape[1]]=r
    det.setInput(cv2.dnn.blobFromImage(inp,1/255.,(320,320),(127.5,127.5,127.5))); out=det.forward()[0]
    heat=1/(1+np.exp(-out[0])); size=out[1]
    mx=cv2.dilate(heat,np.ones((3,3)))
    ys,xs=np.where((heat>=thr)&(heat==mx))
    res=[]
    for y,x in zip(ys,xs):
        y0,y1,x0,x1=max(0,y-1),min(80,y+2),max(0,x-1),min(80,x+2)
        win=heat[y0:y1,x0:x1]; yy,xx=np.mgrid[y0:y1,x0:x1]
        cx=((win*xx).sum()/win.sum()+0.5)*4/s; cy=((win*yy).sum()/win.sum()+0.5)*4/s
        res.append((cx,cy,max(4,size[y,x]*32/s),heat[y,x]))
    res.sort(key=lambda r:-r[3]); kept=[]
    for r in res:
        if all(math.hypot(r[0]-k[0],r[1]-k[1])>=0.45*min(r[2],k[2]) for k in kept): kept.append(r)
    return kept
def faces(img, dets):
    if not dets: return np.zeros((0,7))
    crops=[]
    for (x,y,s,_) in dets:
        c=train.crop(img,x,y,1.1*s)
        crops += [c, cv2.rotate(c,cv2.ROTATE_90_CLOCKWISE), cv2.rotate(c,cv2.ROTATE_180), cv2.rotate(c,cv2.ROTATE_90_COUNTERCLOCKWISE)]
    fnet.setInput(cv2.dnn.blobFromImages(crops,1/255.,(32,32),(127.5,127.5,127.5)))
    out=fnet.forward(); e=np.exp(out-out.max(1,keepdims=True)); pr=e/e.sum(1,keepdims=True)
    return pr.reshape(-1,4,7).mean(1)
part=realset.DEV  # never the held-out part
data=realset.load(part)
cache=[]
for p,dice in data:
    img=cv2.imread(p); d=detect(img,0.1); cache.append((dice,d,faces(img,d)))
for peak in (0.2,0.3,0.4,0.5):
  for mindie in (0.5,0.7,0.8,0.9,0.95):
    for minconf in (0.0,0.4,0.5,0.6,0.7):
        tp=fp=fn=ok=unc=0
        for dice,d,pr in cache:
            dd=[(x,y,s,sc,q) for (x,y,s,sc),q in zip(d,pr) if sc>=peak and 1-q[0]>=mindie]
            used=set()
            for (x,y,s,v) in dice:
                best=None
                for i,(dx,dy,ds,sc,q) in enumerate(dd):
                    if i in used: continue
                    dist=math.hypot(dx-x,dy-y)
                    if dist<=0.5*s and (best is None or dist<best[0]): best=(dist,i)
                if best:
                    used.add(best[1]); tp+=1; q=dd[best[1]][4]; k=int(q[1:].argmax())+1
                    if q[k]<minconf: unc+=1
                    elif k==v: ok+=1
                else: fn+=1
            fp+=len(dd)-len(used)
        print(part,peak,mindie,minconf,'P %.4f R %.4f acc %.4f confacc %.4f unc %d'%(tp/(tp+fp),tp/(tp+fn),ok/tp,ok/max(1,tp-unc),unc),flush=True)
